import { enlargeLabel } from "../flip/visual-content";
import type { ZoomedImage } from "../flip/ZoomOverlay";
import { paragraphKey, type ReadingMarks, readingIn, StyledText } from "../pages/styled-text";
import { wordPattern } from "../panels/marked-text";
import type { ReflowBlock } from "./blocks";

interface BlockViewProps {
  block: ReflowBlock;
  /** A text page's picture height; a snapshot-only page's picture takes the whole screen. */
  pictureHeight: number;
  screenHeight: number;
  /** Search words to mark in the text (a chosen hit's, on its page). */
  words?: readonly string[];
  /** What read aloud is saying, marked where it is in this block. */
  reading?: ReadingMarks | null;
  onZoom?(image: ZoomedImage): void;
}

/**
 * One block as the reflowed view sets it, the same in the measuring column and on a
 * screen (reflow.css): its text is always text, never parsed as HTML.
 */
export function BlockView(props: BlockViewProps) {
  const { block, pictureHeight, screenHeight, words, reading, onZoom } = props;
  if (block.kind === "picture" && block.url) {
    const url = block.url;
    return (
      <button
        type="button"
        className="reflow-picture"
        data-no-turn
        style={{ height: block.alone ? screenHeight : pictureHeight }}
        aria-label={enlargeLabel(block.text)}
        onClick={() => onZoom?.({ url, label: block.text })}
      >
        <img src={url} alt={block.alt ?? ""} draggable={false} decoding="async" />
      </button>
    );
  }
  const pattern = wordPattern(words ?? []);
  const text = (
    <StyledText
      text={block.text}
      pattern={pattern}
      reading={readingIn(reading, block.page, block.index)}
    />
  );
  const key = paragraphKey(block.page, block.index);
  if (block.kind === "heading")
    return (
      <h2 dir="auto" data-para={key}>
        {text}
      </h2>
    );
  return (
    <p dir="auto" className={block.runsOn ? "reflow-runs-on" : undefined} data-para={key}>
      {text}
    </p>
  );
}

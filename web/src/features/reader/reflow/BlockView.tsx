import { enlargeLabel } from "../flip/visual-content";
import type { ZoomedImage } from "../flip/ZoomOverlay";
import { HighlightedText } from "../pages/styled-text";
import { MarkedText, splitMarked, wordPattern } from "../panels/marked-text";
import type { ReflowBlock } from "./blocks";

interface BlockViewProps {
  block: ReflowBlock;
  /** A text page's picture height; a snapshot-only page's picture takes the whole screen. */
  pictureHeight: number;
  screenHeight: number;
  /** Search words to mark in the text (a chosen hit's, on its page). */
  words?: readonly string[];
  onZoom?(image: ZoomedImage): void;
}

/**
 * One block as the reflowed view sets it, the same in the measuring column and on a
 * screen (reflow.css): its text is always text, never parsed as HTML.
 */
export function BlockView({ block, pictureHeight, screenHeight, words, onZoom }: BlockViewProps) {
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
  if (block.kind === "heading")
    return (
      <h2 dir="auto">
        <MarkedText parts={splitMarked(block.text, pattern)} />
      </h2>
    );
  return (
    <p
      dir="auto"
      className={block.runsOn ? "reflow-runs-on" : undefined}
      data-page={block.page}
      data-para={block.index}
    >
      <HighlightedText
        page={block.page}
        paragraph={block.index}
        text={block.text}
        pattern={pattern}
      />
    </p>
  );
}

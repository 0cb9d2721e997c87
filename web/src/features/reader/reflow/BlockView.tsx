import { isSectionBreak } from "@bindery/contract";
import { Fragment } from "react";
import { enlargeLabel } from "../flip/visual-content";
import type { ZoomedImage } from "../flip/ZoomOverlay";
import { HighlightedText, paragraphKey, type ReadingMarks, readingIn } from "../pages/styled-text";
import { wordPattern } from "../panels/marked-text";
import { type ReflowBlock, textByPage } from "./blocks";
import { PART_MARK } from "./measure";

interface BlockViewProps {
  block: ReflowBlock;
  /** A text page's picture height; a snapshot-only page's picture takes the whole screen. */
  pictureHeight: number;
  screenHeight: number;
  /** Search words to mark in the text of book page `page` (a chosen hit's), if any. */
  wordsOn?(page: number): readonly string[] | undefined;
  /** What read aloud is saying, marked where it is in this block. */
  reading?: ReadingMarks | null;
  onZoom?(image: ZoomedImage): void;
}

/**
 * One block as the reflowed view sets it, the same in the measuring column and on a
 * screen (reflow.css): its text is always text, never parsed as HTML.
 */
export function BlockView(props: BlockViewProps) {
  const { block, pictureHeight, screenHeight, wordsOn, reading, onZoom } = props;
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
  if (block.kind === "heading")
    return (
      <h2 dir="auto" data-para={paragraphKey(block.page, block.index)}>
        <HighlightedText
          page={block.page}
          paragraph={block.index}
          text={block.text}
          pattern={wordPattern(wordsOn?.(block.page) ?? [])}
          reading={readingIn(reading, block.page, block.index)}
        />
      </h2>
    );
  // A paragraph split between book pages is one paragraph; a zero-size mark where each
  // later page's text starts lets the layout find that page's line (measure.ts). A later
  // page's part names its own place (that page's first paragraph), for highlights,
  // selections and read aloud.
  const paragraphOf = (position: number) => (position === 0 ? block.index : 0);
  return (
    <p
      dir="auto"
      className={isSectionBreak(block.text) ? "section-break" : undefined}
      data-para={paragraphKey(block.page, block.index)}
    >
      {textByPage(block).map((part, position) => {
        const text = (
          <HighlightedText
            page={part.page}
            paragraph={paragraphOf(position)}
            text={part.text}
            pattern={wordPattern(wordsOn?.(part.page) ?? [])}
            reading={readingIn(reading, part.page, paragraphOf(position))}
          />
        );
        return (
          <Fragment key={part.page}>
            {position > 0 && <span className="reflow-part-mark" {...{ [PART_MARK]: part.page }} />}
            {position === 0 ? text : <span data-para={paragraphKey(part.page, 0)}>{text}</span>}
          </Fragment>
        );
      })}
    </p>
  );
}

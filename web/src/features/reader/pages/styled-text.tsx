import { linkedRuns } from "@bindery/contract";
import { Fragment, type ReactNode } from "react";
import { MarkedText, splitMarked } from "../panels/marked-text";
import { type HighlightRange, highlightPieces, useParagraphHighlights } from "./highlights";
import { PageLink } from "./page-links";

interface StyledTextProps {
  text: string;
  pattern: RegExp | null;
  /** The reader's highlights in this paragraph, in plain-text offsets. */
  highlights?: readonly HighlightRange[];
  onOpenHighlight?(id: string): void;
  /** The highlight that flashes (one just jumped to). */
  flashing?: string | null;
}

/**
 * A paragraph's text as the reader sets it: its italics in <em>, its links as links
 * (page-links.tsx), search words in <mark>, highlights in <mark class="highlight">. Still only text: the markers of page_content
 * become elements, nothing is parsed as HTML.
 */
export function StyledText(props: StyledTextProps) {
  const { text, pattern, highlights = [], onOpenHighlight, flashing = null } = props;
  let offset = 0;
  return linkedRuns(text).map((run, position) => {
    const start = offset;
    offset += run.text.length;
    const inner = highlightPieces(run.text, start, highlights).map((piece, index) =>
      piece.range ? (
        <HighlightMark
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one run have only their place.
          key={index}
          range={piece.range}
          flashing={flashing === piece.range.id}
          onOpen={onOpenHighlight}
        >
          <MarkedText parts={splitMarked(piece.text, pattern)} />
        </HighlightMark>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one run have only their place.
        <MarkedText key={index} parts={splitMarked(piece.text, pattern)} />
      ),
    );
    const styled = run.italic ? <em>{inner}</em> : inner;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text have only their place.
      <Fragment key={position}>
        {run.link === null ? styled : <PageLink target={run.link}>{styled}</PageLink>}
      </Fragment>
    );
  });
}

/** A highlight: a tap opens its note; it never turns the page. */
function HighlightMark(props: {
  range: HighlightRange;
  flashing: boolean;
  onOpen?(id: string): void;
  children: ReactNode;
}) {
  const { range, onOpen } = props;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the notes panel opens every note by keyboard.
    <mark
      className={`highlight highlight--${range.color}${props.flashing ? " highlight--flash" : ""}`}
      data-hl={range.id}
      data-no-turn
      onClick={(event) => {
        // The end of a drag that selected text is not a tap.
        if (!window.getSelection()?.isCollapsed) return;
        event.stopPropagation();
        onOpen?.(range.id);
      }}
    >
      {props.children}
    </mark>
  );
}

/** Paragraph `paragraph` of book page `page`, with the reader's highlights in it. */
export function HighlightedText(props: {
  page: number;
  paragraph: number;
  text: string;
  pattern: RegExp | null;
}) {
  const { ranges, open, flashing } = useParagraphHighlights(props.page, props.paragraph);
  return (
    <StyledText
      text={props.text}
      pattern={props.pattern}
      highlights={ranges}
      onOpenHighlight={open}
      flashing={flashing}
    />
  );
}

import { linkedRuns } from "@bindery/contract";
import { Fragment, type ReactNode } from "react";
import { MarkedText, splitMarked } from "../panels/marked-text";
import { type HighlightRange, highlightPieces, useParagraphHighlights } from "./highlights";
import { PageLink } from "./page-links";

/** A stretch of a paragraph's plain text (italics markers left out), [start, end). */
export interface ParagraphSpan {
  page: number;
  paragraph: number;
  start: number;
  end: number;
}

/** What read aloud is saying: its sentence (one span a page) and, where known, the word. */
export interface ReadingMarks {
  sentence: readonly ParagraphSpan[];
  word: ParagraphSpan | null;
}

/** The part of `marks` in paragraph `paragraph` of book page `page`, if any. */
export function readingIn(
  marks: ReadingMarks | null | undefined,
  page: number,
  paragraph: number,
): ParagraphReading | undefined {
  const span = marks?.sentence.find((s) => s.page === page && s.paragraph === paragraph);
  if (!span) return undefined;
  const word = marks?.word;
  return {
    sentence: [span.start, span.end],
    word:
      word && word.page === page && word.paragraph === paragraph ? [word.start, word.end] : null,
  };
}

export interface ParagraphReading {
  sentence: readonly [number, number];
  word: readonly [number, number] | null;
}

/**
 * `data-para` of a paragraph element (or of a page's part of a joined paragraph): which
 * book page and which of its paragraphs a selection or tap is in.
 */
export const paragraphKey = (page: number, paragraph: number) => `${page}:${paragraph}`;

/** The page and paragraph a `data-para` names, or null for anything else. */
export function parseParagraphKey(key: string | undefined): [number, number] | null {
  const match = /^(\d+):(\d+)$/.exec(key ?? "");
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** A stretch of a paragraph with one look: its italics, link, highlight and place. */
interface Piece {
  text: string;
  start: number;
  italic: boolean;
  link: string | null;
  highlight: HighlightRange | null;
}

interface StyledTextProps {
  text: string;
  pattern: RegExp | null;
  /** The reader's highlights in this paragraph, in plain-text offsets. */
  highlights?: readonly HighlightRange[];
  onOpenHighlight?(id: string): void;
  /** The highlight that flashes (one just jumped to). */
  flashing?: string | null;
  /** What read aloud is saying in this paragraph. */
  reading?: ParagraphReading;
}

/**
 * The paragraph cut where its look changes (italics, links, highlights) and at `cuts`
 * (what read aloud is saying), in plain-text offsets.
 */
function piecesOf(
  text: string,
  highlights: readonly HighlightRange[],
  cuts: readonly number[],
): Piece[] {
  const pieces: Piece[] = [];
  let offset = 0;
  for (const run of linkedRuns(text)) {
    for (const part of highlightPieces(run.text, offset, highlights)) {
      const end = offset + part.text.length;
      let from = offset;
      for (const cut of [
        ...cuts.filter((at) => at > offset && at < end).sort((a, b) => a - b),
        end,
      ]) {
        if (cut > from)
          pieces.push({
            text: part.text.slice(from - offset, cut - offset),
            start: from,
            italic: run.italic,
            link: run.link,
            highlight: part.range,
          });
        from = cut;
      }
      offset = end;
    }
  }
  return pieces;
}

/**
 * A paragraph's text as the reader sets it: its italics in <em>, its links as links
 * (page-links.tsx), search words in <mark>, highlights in <mark class="highlight">, the
 * sentence read aloud in <span data-reading="sentence"> and its word in
 * <span data-reading="word">. Still only text: the markers of page_content become
 * elements, nothing is parsed as HTML.
 */
function StyledText(props: StyledTextProps) {
  const { text, pattern, highlights = [], onOpenHighlight, flashing = null, reading } = props;
  const cuts = reading ? [...reading.sentence, ...(reading.word ?? [])] : [];
  const pieces = piecesOf(text, highlights, cuts);
  const render = (piece: Piece, key: number) => (
    <Fragment key={key}>
      {renderPiece(piece, pattern, flashing === piece.highlight?.id, onOpenHighlight)}
    </Fragment>
  );
  if (!reading) return pieces.map(render);
  const [start, end] = reading.sentence;
  const within = (piece: Piece, range: readonly [number, number]) =>
    piece.start >= range[0] && piece.start < range[1];
  const sentence = pieces.filter((piece) => within(piece, [start, end]));
  const word = reading.word;
  const wordPieces = word ? sentence.filter((piece) => within(piece, word)) : [];
  const said: ReactNode[] = [];
  sentence.forEach((piece, position) => {
    if (wordPieces[0] === piece) {
      said.push(
        <span key="word" data-reading="word" className="reading-word">
          {wordPieces.map(render)}
        </span>,
      );
    } else if (!wordPieces.includes(piece)) said.push(render(piece, position));
  });
  return (
    <>
      {pieces.filter((piece) => piece.start < start).map(render)}
      <span data-reading="sentence" className="reading-sentence">
        {said}
      </span>
      {pieces.filter((piece) => piece.start >= end).map(render)}
    </>
  );
}

function renderPiece(
  piece: Piece,
  pattern: RegExp | null,
  flashing: boolean,
  onOpenHighlight: ((id: string) => void) | undefined,
): ReactNode {
  let node: ReactNode = <MarkedText parts={splitMarked(piece.text, pattern)} />;
  if (piece.highlight)
    node = (
      <HighlightMark range={piece.highlight} flashing={flashing} onOpen={onOpenHighlight}>
        {node}
      </HighlightMark>
    );
  if (piece.italic) node = <em>{node}</em>;
  return piece.link === null ? node : <PageLink target={piece.link}>{node}</PageLink>;
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
  reading?: ParagraphReading;
}) {
  const { ranges, open, flashing } = useParagraphHighlights(props.page, props.paragraph);
  return (
    <StyledText
      text={props.text}
      pattern={props.pattern}
      highlights={ranges}
      onOpenHighlight={open}
      flashing={flashing}
      reading={props.reading}
    />
  );
}

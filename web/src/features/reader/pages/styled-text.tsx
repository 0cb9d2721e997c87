import { textRuns } from "@bindery/contract";
import type { ReactNode } from "react";
import { MarkedText, splitMarked } from "../panels/marked-text";

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

/** `data-para` of a paragraph element: where a selection or tap in it is, for read aloud. */
export const paragraphKey = (page: number, paragraph: number) => `${page}:${paragraph}`;

interface Piece {
  text: string;
  italic: boolean;
  start: number;
}

/**
 * A paragraph's text as the reader sets it: its italics in <em>, search words in <mark>,
 * the sentence read aloud in <span data-reading="sentence"> and its word in
 * <span data-reading="word">. Still only text: the markers of page_content become
 * elements, nothing is parsed as HTML.
 */
export function StyledText({
  text,
  pattern,
  reading,
}: {
  text: string;
  pattern: RegExp | null;
  reading?: ParagraphReading;
}) {
  const runs = textRuns(text);
  if (!reading) return runs.map((run, position) => renderPiece(run, position, pattern));
  const cuts = [...reading.sentence, ...(reading.word ?? [])];
  const pieces: Piece[] = [];
  let offset = 0;
  for (const run of runs) {
    const inside = cuts
      .filter((cut) => cut > offset && cut < offset + run.text.length)
      .sort((a, b) => a - b);
    let from = offset;
    for (const cut of [...inside, offset + run.text.length]) {
      if (cut > from)
        pieces.push({
          text: run.text.slice(from - offset, cut - offset),
          italic: run.italic,
          start: from,
        });
      from = cut;
    }
    offset += run.text.length;
  }
  const [start, end] = reading.sentence;
  const within = (piece: Piece, range: readonly [number, number]) =>
    piece.start >= range[0] && piece.start < range[1];
  const before = pieces.filter((piece) => piece.start < start);
  const sentence = pieces.filter((piece) => within(piece, [start, end]));
  const after = pieces.filter((piece) => piece.start >= end);
  const word = reading.word;
  const wordPieces = word ? sentence.filter((piece) => within(piece, word)) : [];
  const said: ReactNode[] = [];
  sentence.forEach((piece, position) => {
    if (wordPieces[0] === piece) {
      said.push(
        <span key="word" data-reading="word" className="reading-word">
          {wordPieces.map((part, at) => renderPiece(part, at, pattern))}
        </span>,
      );
    } else if (!wordPieces.includes(piece)) said.push(renderPiece(piece, position, pattern));
  });
  return (
    <>
      {before.map((piece, position) => renderPiece(piece, position, pattern))}
      <span data-reading="sentence" className="reading-sentence">
        {said}
      </span>
      {after.map((piece, position) => renderPiece(piece, position, pattern))}
    </>
  );
}

function renderPiece(
  piece: { text: string; italic: boolean },
  key: number,
  pattern: RegExp | null,
) {
  return piece.italic ? (
    <em key={key}>
      <MarkedText parts={splitMarked(piece.text, pattern)} />
    </em>
  ) : (
    <MarkedText key={key} parts={splitMarked(piece.text, pattern)} />
  );
}

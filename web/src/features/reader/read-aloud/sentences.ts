import { parseParagraphs, textRuns } from "@bindery/contract";

/**
 * What read aloud says, cut from the book's pages: the readable paragraphs of a page as
 * sentences in the book's language, each one utterance (no browser honours SSML marks, so
 * a sentence is the finest unit whose start and end are known). Pure: no DOM, no speech.
 */

/** The part of the book a page holds, as the reader draws it. */
export interface SpeechPage {
  page_order: number;
  page_content: string;
  /** The page's first paragraph goes on from the previous page's last. */
  continues_paragraph: boolean;
}

/** A stretch of one paragraph's plain text (italics markers removed), [start, end). */
export interface TextSpan {
  page: number;
  paragraph: number;
  start: number;
  end: number;
}

export interface Sentence {
  /** The book page it starts on (a sentence may run on into the next page). */
  page: number;
  /** Where it stands in the text: one span, or two when it runs over a page's end. */
  spans: TextSpan[];
  /** What is said: the text without footnote markers, whitespace collapsed. */
  text: string;
  /** For each character of `text`, its span (index into `spans`) and offset in it. */
  origins: ReadonlyArray<readonly [number, number]>;
}

/** A paragraph's text as the reader shows it (italics are markers in page_content). */
export function plainText(marked: string): string {
  return textRuns(marked)
    .map((run) => run.text)
    .join("");
}

/** "12", "- 12 -", "Page 3", "3 of 10": a folio the conversion left as a paragraph. */
const PAGE_NUMBER = /^(?:page\s+)?[-–—([]?\s*\d{1,4}\s*[-–—)\]]?(?:\s*(?:of|\/)\s*\d{1,4})?$/iu;
/** A running head repeats at a page's edge in a few words; longer text is the book's own. */
const MAX_HEAD_LENGTH = 80;

/** Footnote markers: raised digits and the printers' symbols after a word, "[12]". */
const FOOTNOTE_MARKER =
  /[\u00B9\u00B2\u00B3\u2070-\u2079\u207D\u207E]+|(?<=[\p{L}\p{N}\p{P}])[*†‡§¶]{1,3}(?=\s|$|\p{P})|\[\d{1,3}\]/gu;

const normalHead = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\d\u00B9\u00B2\u00B3\u2070-\u2079]+/gu, "")
    .replace(/\s+/gu, " ")
    .trim();

export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}

interface Paragraph {
  page: number;
  index: number;
  text: string;
  heading: boolean;
}

/**
 * The paragraphs of `page` read aloud: all but page numbers and running heads (a short
 * line at the page's top or bottom repeated at the same edge of a neighbouring page). The
 * converter removes most of both; books converted before it, or plain text with folios
 * typed in, still have some.
 */
export function readableParagraphs(
  page: SpeechPage,
  neighbours: ReadonlyArray<SpeechPage | null | undefined> = [],
): Paragraph[] {
  const paragraphs = parseParagraphs(page.page_content).map((paragraph, index) => ({
    page: page.page_order,
    index,
    text: plainText(paragraph.text),
    heading: paragraph.heading,
  }));
  const edges = (other: SpeechPage) => {
    const texts = parseParagraphs(other.page_content).map((p) => normalHead(plainText(p.text)));
    return { first: texts[0], last: texts.at(-1) };
  };
  const around = neighbours.filter((other): other is SpeechPage => Boolean(other)).map(edges);
  const isRunningHead = (paragraph: Paragraph, position: number) => {
    // A head is a title, not a sentence: a line ending as sentences do is the book's text.
    if (paragraph.text.length > MAX_HEAD_LENGTH || paragraphs.length < 2) return false;
    if (/[.!?…:;,]["'”’)]*$/u.test(paragraph.text.trim())) return false;
    const head = normalHead(paragraph.text);
    if (!head) return false;
    if (position === 0) return around.some((other) => other.first === head);
    if (position === paragraphs.length - 1) return around.some((other) => other.last === head);
    return false;
  };
  return paragraphs.filter(
    (paragraph, position) =>
      !(isPageNumber(paragraph.text) && !paragraph.heading) && !isRunningHead(paragraph, position),
  );
}

/** The sentences of `text` as [start, end) ranges, whitespace at their edges left out. */
export function sentenceRanges(text: string, lang: string | null): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const push = (start: number, end: number) => {
    let from = start;
    let to = end;
    while (from < to && /\s/u.test(text[from] as string)) from++;
    while (to > from && /\s/u.test(text[to - 1] as string)) to--;
    if (to > from) ranges.push([from, to]);
  };
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    let segmenter: Intl.Segmenter;
    try {
      segmenter = new Intl.Segmenter(lang ?? undefined, { granularity: "sentence" });
    } catch {
      // A language tag the browser does not know: its own default rules.
      segmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });
    }
    for (const part of segmenter.segment(text)) push(part.index, part.index + part.segment.length);
    return ranges;
  }
  // Browsers without Intl.Segmenter (Firefox before 125): ends of sentences by punctuation.
  const end = /[.!?…。！？]+["'”’)\]]*\s+/gu;
  let start = 0;
  for (const match of text.matchAll(end)) {
    push(start, match.index + match[0].length);
    start = match.index + match[0].length;
  }
  push(start, text.length);
  return ranges;
}

/** What is said for a stretch of text, and where each character said came from. */
export function spokenText(pieces: ReadonlyArray<{ text: string }>): {
  text: string;
  origins: Array<readonly [number, number]>;
} {
  let text = "";
  const origins: Array<readonly [number, number]> = [];
  pieces.forEach((piece, spanIndex) => {
    const kept = new Array<boolean>(piece.text.length).fill(true);
    for (const marker of piece.text.matchAll(FOOTNOTE_MARKER)) {
      for (let at = marker.index; at < marker.index + marker[0].length; at++) kept[at] = false;
    }
    if (spanIndex > 0 && text && !text.endsWith(" ")) {
      text += " ";
      origins.push([spanIndex, 0]);
    }
    for (let at = 0; at < piece.text.length; at++) {
      if (!kept[at]) continue;
      const char = piece.text[at] as string;
      if (/\s/u.test(char)) {
        if (text === "" || text.endsWith(" ")) continue;
        text += " ";
      } else text += char;
      origins.push([spanIndex, at]);
    }
  });
  while (text.endsWith(" ")) {
    text = text.slice(0, -1);
    origins.pop();
  }
  return { text, origins };
}

/** Something to say: letters or digits, not a lone dash or a marker. */
const SAYABLE = /[\p{L}\p{N}]/u;

/**
 * The sentences starting on page `order`, in reading order. `pageAt` answers the pages
 * around it (null or undefined when not loaded): a paragraph the layout split over a
 * page's end is read as one, so a sentence across the seam is one utterance, belonging
 * to the page it starts on.
 */
export function pageSentences(
  order: number,
  pageAt: (order: number) => SpeechPage | null | undefined,
  lang: string | null,
): Sentence[] {
  const page = pageAt(order);
  if (!page) return [];
  const before = pageAt(order - 1);
  const after = pageAt(order + 1);
  const readable = (at: number) => {
    const own = pageAt(at);
    return own ? readableParagraphs(own, [pageAt(at - 1), pageAt(at + 1)]) : [];
  };
  const own = readable(order);
  // Paragraphs read as one: a page's last with the next page's first when it runs on.
  const groups: Paragraph[][] = own.map((paragraph) => [paragraph]);
  const headIsText = (at: number) => {
    const first = pageAt(at) && parseParagraphs((pageAt(at) as SpeechPage).page_content)[0];
    return first ? !first.heading : false;
  };
  if (page.continues_paragraph && before && headIsText(order) && groups[0]) {
    const previous = readable(order - 1).at(-1);
    if (previous) groups[0].unshift(previous);
  }
  if (after?.continues_paragraph && headIsText(order + 1) && groups.length > 0) {
    const next = readable(order + 1)[0];
    if (next) (groups.at(-1) as Paragraph[]).push(next);
  }
  const sentences: Sentence[] = [];
  for (const group of groups) {
    // The group's text with its pieces joined by a space; offsets map back to pieces.
    const starts: number[] = [];
    let joined = "";
    for (const piece of group) {
      if (joined && !/\s$/u.test(joined)) joined += " ";
      starts.push(joined.length);
      joined += piece.text;
    }
    for (const [start, end] of sentenceRanges(joined, lang)) {
      const spans: TextSpan[] = [];
      group.forEach((piece, position) => {
        const from = Math.max(start, starts[position] as number);
        const to = Math.min(end, (starts[position] as number) + piece.text.length);
        if (to > from) {
          const offset = starts[position] as number;
          spans.push({
            page: piece.page,
            paragraph: piece.index,
            start: from - offset,
            end: to - offset,
          });
        }
      });
      const first = spans[0];
      if (!first || first.page !== order) continue;
      const spoken = spokenText(
        spans.map((span) => {
          const piece = group.find((p) => p.page === span.page && p.index === span.paragraph);
          return { text: piece ? piece.text.slice(span.start, span.end) : "" };
        }),
      );
      if (!SAYABLE.test(spoken.text)) continue;
      sentences.push({
        page: order,
        spans,
        text: spoken.text,
        // Offsets in a span's own text, not in the slice said.
        origins: spoken.origins.map(
          ([span, offset]) => [span, (spans[span] as TextSpan).start + offset] as const,
        ),
      });
    }
  }
  return sentences;
}

/** The stretch of text a word boundary names (charIndex, charLength in `sentence.text`). */
export function wordSpan(
  sentence: Sentence,
  charIndex: number,
  charLength?: number,
): TextSpan | null {
  const first = sentence.origins[charIndex];
  if (!first) return null;
  // Android and some voices send no length: the word runs to the next space.
  let length = charLength && charLength > 0 ? charLength : 0;
  if (!length) {
    const rest = sentence.text.slice(charIndex);
    length = rest.search(/\s/u) === -1 ? rest.length : rest.search(/\s/u);
  }
  const [span, start] = first;
  const lastOrigin = sentence.origins[Math.min(charIndex + length, sentence.origins.length) - 1];
  const target = sentence.spans[span] as TextSpan;
  const end = lastOrigin && lastOrigin[0] === span ? lastOrigin[1] + 1 : target.end;
  return { ...target, start, end: Math.max(start + 1, end) };
}

/**
 * The index of the sentence holding a point of the text (a tap or selection), else the
 * first after it; -1 when the point is past every sentence.
 */
export function sentenceAt(
  sentences: readonly Sentence[],
  point: { page: number; paragraph: number; offset: number },
): number {
  const before = (span: TextSpan) =>
    span.page < point.page ||
    (span.page === point.page &&
      (span.paragraph < point.paragraph ||
        (span.paragraph === point.paragraph && span.end <= point.offset)));
  return sentences.findIndex((sentence) => !sentence.spans.every(before));
}

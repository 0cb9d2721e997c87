import { parseParagraphs } from "@bindery/contract";

/** A reader's place: a page (page_order) and the paragraph of it first on screen. */
export interface ReadingPlace {
  page: number;
  block: number;
}

/** Words enough to find a passage again, and few enough to sit on one page. */
const ANCHOR_WORDS = 8;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Where a reading place goes when a book's pages are made anew (the same text laid out
 * again): to the page and paragraph that hold the first words of the paragraph the reader
 * was at (where they are found more than once, nearest the same share of the book). A
 * passage not found (its words changed, or they run over a page turn) keeps its share of
 * the book instead.
 */
export function readingPlaceMove(
  before: readonly { page_content: string }[],
  after: readonly { page_content: string }[],
): (place: ReadingPlace) => ReadingPlace {
  const newParagraphs = after.map((page) =>
    parseParagraphs(page.page_content).map((paragraph) => ` ${wordsOf(paragraph.text).join(" ")} `),
  );
  const last = Math.max(0, after.length - 1);
  return (place) => {
    const share = before.length > 1 ? place.page / (before.length - 1) : 0;
    const sameShare = { page: Math.min(last, Math.round(share * last)), block: 0 };
    const page = before[place.page];
    if (!page) return sameShare;
    const paragraphs = parseParagraphs(page.page_content);
    const paragraph = paragraphs[Math.min(place.block, paragraphs.length - 1)];
    const anchor = wordsOf(paragraph?.text ?? "").slice(0, ANCHOR_WORDS);
    if (anchor.length === 0) return sameShare;
    const needle = ` ${anchor.join(" ")} `;
    // Books repeat themselves ("CHAPTER I"): the match nearest the old share wins.
    let best: ReadingPlace | null = null;
    newParagraphs.forEach((texts, pageOrder) => {
      texts.forEach((text, block) => {
        if (!text.includes(needle)) return;
        const nearer =
          !best || Math.abs(pageOrder - sameShare.page) < Math.abs(best.page - sameShare.page);
        if (nearer) best = { page: pageOrder, block };
      });
    });
    return best ?? sameShare;
  };
}

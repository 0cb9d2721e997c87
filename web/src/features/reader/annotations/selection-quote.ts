import { anchorText, type Quote, quoteOf } from "@bindery/contract";
import { paragraphStarts } from "../pages/highlights";
import { parseParagraphKey } from "../pages/styled-text";

export interface SelectedQuote {
  page: number;
  /** The paragraph the selection starts in: a reflowed view opens a highlight there. */
  paragraph: number;
  quote: Quote;
  rect: DOMRect;
}

/** The paragraph of a page an offset in its anchor text falls in. */
export function paragraphAt(pageContent: string, offset: number): number {
  const starts = paragraphStarts(pageContent);
  let paragraph = 0;
  starts.forEach((start, index) => {
    if (start <= offset) paragraph = index;
  });
  return paragraph;
}

/** Where a DOM point is in its page's anchor text, from the paragraph holding it. */
function pointIn(
  node: Node,
  offset: number,
  contentOf: (page: number) => string | null,
): { page: number; at: number } | null {
  const element = node instanceof Element ? node : node.parentElement;
  const paragraph = element?.closest<HTMLElement>("[data-para]");
  if (!paragraph) return null;
  const place = parseParagraphKey(paragraph.dataset.para);
  if (!place) return null;
  const [page, index] = place;
  const content = contentOf(page);
  if (content === null) return null;
  const before = document.createRange();
  before.setStart(paragraph, 0);
  before.setEnd(node, offset);
  const start = paragraphStarts(content)[index];
  if (start === undefined) return null;
  return { page, at: start + before.toString().length };
}

/**
 * The text selected on a page, as a quote (with the text either side to find it again),
 * or null when nothing on a page's text is selected. A selection running over to the next
 * page is cut at the end of the first.
 */
export function selectedQuote(
  selection: Selection | null,
  contentOf: (page: number) => string | null,
): SelectedQuote | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const from = pointIn(range.startContainer, range.startOffset, contentOf);
  if (!from) return null;
  const content = contentOf(from.page);
  if (content === null) return null;
  const text = anchorText(content);
  const to = pointIn(range.endContainer, range.endOffset, contentOf);
  let end = to && to.page === from.page ? to.at : text.length;
  let start = from.at;
  // Spaces at the edges are the selection's slack, not what the reader meant.
  while (start < end && /\s/.test(text[start] ?? "")) start++;
  while (end > start && /\s/.test(text[end - 1] ?? "")) end--;
  if (end <= start) return null;
  return {
    page: from.page,
    paragraph: paragraphAt(content, start),
    quote: quoteOf(text, start, end),
    rect: range.getBoundingClientRect(),
  };
}

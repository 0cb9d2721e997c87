import type { ContentItem } from "./content-document.js";

const START = /^\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK/i;
const END =
  /^(?:\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK|End of (?:the |this )?Project Gutenberg(?:'s|’s)? )/i;

/**
 * Older Project Gutenberg EPUBs carry the licence as plain paragraphs rather than marked
 * sections: the text before the "*** START OF …" line and from the "*** END OF …" line on
 * is dropped (pictures before the start, such as the cover, stay).
 */
export function withoutGutenbergLicence(documents: ContentItem[][]): ContentItem[][] {
  const isText = (item: ContentItem) => item.kind !== "image";
  const find = (pattern: RegExp) => {
    for (const [d, items] of documents.entries()) {
      const i = items.findIndex(
        (item) => isText(item) && pattern.test((item as { text: string }).text),
      );
      if (i >= 0) return { d, i };
    }
    return null;
  };
  const start = find(START);
  const end = find(END);
  return documents.map((items, d) =>
    items.filter((item, i) => {
      if (!isText(item)) return !end || d < end.d || (d === end.d && i < end.i);
      const afterStart = !start || d > start.d || (d === start.d && i > start.i);
      const beforeEnd = !end || d < end.d || (d === end.d && i < end.i);
      return afterStart && beforeEnd;
    }),
  );
}

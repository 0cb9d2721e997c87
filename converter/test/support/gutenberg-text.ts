import { gutenbergFooter, gutenbergHeader } from "../../src/testing/index.js";

/** The Lighthouse Keeper, a Project Gutenberg text made by the tests. */
const BOOK = {
  ebookId: 12345,
  title: "The Lighthouse Keeper",
  author: "Mara Quill",
};

/** The header, with a title that goes on over two lines as long ones do. */
export const LICENCE_HEADER = gutenbergHeader(BOOK).replace(
  "Title: The Lighthouse Keeper",
  "Title: The Lighthouse Keeper\n       A Tale of the Northern Coast",
);
export const LICENCE_FOOTER = gutenbergFooter(BOOK.title);

/** Long paragraphs: they wrap over several lines. */
export function storyParagraphs(chapter: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `In chapter ${chapter}, passage ${i + 1}, the keeper climbed the hundred steps of the tower at dusk, trimmed the wick, polished the great lens until it shone like water, and watched the grey ships go by on the long swell while the gulls wheeled and cried above the rocks.`,
  );
}

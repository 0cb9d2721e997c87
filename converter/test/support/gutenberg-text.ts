/** Plain-text books made by the tests, in Project Gutenberg's layout. */

export const LICENCE_HEADER = `The Project Gutenberg eBook of The Lighthouse Keeper, by Mara Quill

This eBook is for the use of anyone anywhere in the United States and
most other parts of the world at no cost and with almost no restrictions
whatsoever. You may copy it, give it away or re-use it under the terms
of the Project Gutenberg License included with this eBook or online at
www.gutenberg.org.

Title: The Lighthouse Keeper
       A Tale of the Northern Coast

Author: Mara Quill

Release Date: May 1, 2004 [eBook #12345]

Language: English

Character set encoding: UTF-8

*** START OF THE PROJECT GUTENBERG EBOOK THE LIGHTHOUSE KEEPER ***`;

export const LICENCE_FOOTER = `*** END OF THE PROJECT GUTENBERG EBOOK THE LIGHTHOUSE KEEPER ***

Updated editions will replace the previous one--the old editions will
be renamed.

Creating the works from print editions not protected by U.S. copyright
law means that no one owns a United States copyright in these works.`;

/** Long paragraphs: they wrap over several lines. */
export function storyParagraphs(chapter: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `In chapter ${chapter}, passage ${i + 1}, the keeper climbed the hundred steps of the tower at dusk, trimmed the wick, polished the great lens until it shone like water, and watched the grey ships go by on the long swell while the gulls wheeled and cried above the rocks.`,
  );
}

/** Plain-text books in Project Gutenberg's layout: licence header, the book, licence footer. */

export interface GutenbergTextSpec {
  ebookId: number;
  title: string;
  author: string;
  /** As the header writes it: "English", "French"… */
  language?: string;
  /** The book between the licence header and footer. */
  body: string;
}

export function gutenbergHeader(spec: Omit<GutenbergTextSpec, "body">): string {
  return `The Project Gutenberg eBook of ${spec.title}, by ${spec.author}

This eBook is for the use of anyone anywhere in the United States and
most other parts of the world at no cost and with almost no restrictions
whatsoever. You may copy it, give it away or re-use it under the terms
of the Project Gutenberg License included with this eBook or online at
www.gutenberg.org.

Title: ${spec.title}

Author: ${spec.author}

Release Date: May 1, 2004 [eBook #${spec.ebookId}]

Language: ${spec.language ?? "English"}

Character set encoding: UTF-8

*** START OF THE PROJECT GUTENBERG EBOOK ${spec.title.toUpperCase()} ***`;
}

export function gutenbergFooter(title: string): string {
  return `*** END OF THE PROJECT GUTENBERG EBOOK ${title.toUpperCase()} ***

Updated editions will replace the previous one--the old editions will
be renamed.

Creating the works from print editions not protected by U.S. copyright
law means that no one owns a United States copyright in these works.`;
}

/** The whole file, with CRLF line endings as Project Gutenberg ships them. */
export function gutenbergText(spec: GutenbergTextSpec): string {
  return [gutenbergHeader(spec), spec.body, gutenbergFooter(spec.title), ""]
    .join("\n\n")
    .replace(/\r?\n/g, "\r\n");
}

/** A short novel's body: chapters of hard-wrapped paragraphs (70 columns), each set apart. */
export function novelBody(chapters: number, paragraphsPerChapter = 4): string {
  const parts: string[] = [];
  for (let c = 1; c <= chapters; c++) {
    parts.push(`\n\n\nCHAPTER ${c}.\n`);
    for (let p = 1; p <= paragraphsPerChapter; p++) {
      parts.push(
        wrap70(
          `Chapter ${c}, paragraph ${p}: the keeper climbed the hundred steps of the tower at dusk, trimmed the wick, polished the great lens until it shone like water, and watched the grey ships go by on the long swell.`,
        ),
      );
    }
  }
  return parts.join("\n\n");
}

function wrap70(text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > 70) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines.join("\n");
}

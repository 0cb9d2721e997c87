import { HEADING_MARKER, joinLinkTargets, linkedRuns } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { convert } from "./support/book.js";
import { LOREM, wrap } from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

/** Body text of about `words` words, in lines a PDF page sets. */
const bodyLines = (words: number) => {
  const all = LOREM.join(" ").split(" ");
  return wrap(Array.from({ length: words }, (_, i) => all[i % all.length]).join(" "), 90);
};

/**
 * Two PDF pages: the first opens with a chapter's heading and sets a section's heading
 * below its first paragraph, the second opens with the next chapter's heading and ends
 * with a link back to the section, as a contents entry would be.
 */
function sectionedPdf(firstParagraphWords: number): Uint8Array {
  return new PdfBuilder()
    .page(
      (page) => {
        page.text(40, 70, "The First Chapter", { size: 20 });
        const first = bodyLines(firstParagraphWords);
        page.lines(40, 110, first);
        const below = 110 + first.length * 14 + 30;
        page.text(40, below, "A Section Within", { size: 20 });
        page.lines(40, below + 40, bodyLines(40));
      },
      595,
      842,
    )
    .page(
      (page) => {
        page.text(40, 70, "The Second Chapter", { size: 20 });
        page.lines(40, 110, bodyLines(60));
        page.text(40, 400, "A Section Within");
      },
      595,
      842,
      { links: [{ box: [38, 388, 200, 404], page: 1 }] },
    )
    .bytes();
}

/** Each book page's paragraphs: headings as they read, body text as "text". */
const outline = (pages: Array<{ page_content: string }>) =>
  pages.map((page) =>
    page.page_content
      .split("\n\n")
      .map((paragraph) => (paragraph.startsWith(HEADING_MARKER) ? paragraph : "text")),
  );

describe("headings in a PDF's book", () => {
  it("keep a section's heading amid the text, as the PDF sets it, and turn the page for a chapter's", async () => {
    // The first paragraph fills more than half a book page: a heading that opens a PDF page
    // starts a new book page after it, one set below text on its PDF page stays.
    const { pages } = await convert(sectionedPdf(110));
    expect(outline(pages)).toEqual([
      [`${HEADING_MARKER}The First Chapter`, "text", `${HEADING_MARKER}A Section Within`, "text"],
      [`${HEADING_MARKER}The Second Chapter`, "text", "text"],
    ]);
  });
});

describe("places of headings set amid the text", () => {
  it("are where contents entries and links to their section open", async () => {
    const { pages, contents } = await convert(sectionedPdf(110));
    // The section's heading is the third paragraph of book page 0: both the contents and
    // the link name that paragraph, so the reader shows the heading, not the page's top.
    expect(contents.entries).toEqual([
      { title: "The First Chapter", page_order: 0, level: 0 },
      { title: "A Section Within", page_order: 0, block: 2, level: 0 },
      { title: "The Second Chapter", page_order: 1, level: 0 },
    ]);
    const last = pages.at(-1);
    const links = linkedRuns(joinLinkTargets(last?.page_content ?? "", last?.links ?? []));
    expect(links.filter((run) => run.link !== null)).toEqual([
      { text: "A Section Within", italic: false, link: "#page=0&block=2" },
    ]);
  });
});

import { ITALIC_END, ITALIC_START } from "@bindery/contract";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTools } from "../catalog/catalog-tools.js";
import { corpusAvailable, corpusFile } from "../test-support/corpus-files.js";
import { testDatabases } from "../test-support/databases.js";
import { epubcheck, epubcheckAvailable, epubErrors } from "../test-support/epubcheck.js";
import { createTestUser, seedBook, type TestUser } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();
const checkable = epubcheckAvailable();
if (!checkable)
  console.warn("EPUBCheck (java, /usr/bin/epubcheck) not found: exports not validated.");
if (!corpusAvailable()) console.warn("Shared corpus not found: corpus EPUB exports skipped.");

const exportUrl = (bookId: string) => `/api/v1/pdf_parser/books/${bookId}/export/epub/`;

/** The EPUB's files by name, the text ones decoded. */
function filesOf(body: Buffer): Map<string, string> {
  const files = unzipSync(new Uint8Array(body));
  return new Map(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const sectionsText = (files: Map<string, string>) =>
  [...files.entries()]
    .filter(([name]) => /^OEBPS\/s\d+\.xhtml$/.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, text]) => text)
    .join("\n");

async function expectValid(body: Buffer) {
  if (!checkable) return;
  expect(epubErrors(await epubcheck(new Uint8Array(body)))).toEqual([]);
}

describe.each(databases)("EPUB export on $name", (target) => {
  let ctx: TestContext;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    ctx = await startTestApp(target, { CONVERSION_CONCURRENCY: "1" });
    owner = await createTestUser(ctx);
    stranger = await createTestUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const get = (bookId: string, user?: TestUser) =>
    ctx.app.inject({ method: "GET", url: exportUrl(bookId), headers: user?.headers ?? {} });

  it("exports a private book to its owner only: others are told it does not exist", async () => {
    const book = await seedBook(ctx, {
      owner_id: owner.id,
      is_public_domain: 0,
      title: "Owner's Notes",
      pages: 3,
      withFiles: true,
    });
    const mine = await get(book.id, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/epub+zip");
    expect(mine.headers["content-disposition"]).toContain("Owner");
    expect(mine.rawPayload.subarray(0, 2).toString()).toBe("PK");

    for (const caller of [stranger, undefined]) {
      const refused = await get(book.id, caller);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: "Book not found." });
    }
    expect((await get("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("sets italics, continued paragraphs, headings, section breaks, page breaks and contents as the reader does", async () => {
    const book = await seedBook(ctx, { title: "Marked Up", author: "A. Writer", language: "en" });
    await ctx.deps.repos.pages.replacePages(book.id, [
      {
        page_order: 0,
        page_number: 0,
        page_content: `# Chapter One\n\nShe read ${ITALIC_START}Middlemarch${ITALIC_END} twice, and then the`,
        visual_content: [],
      },
      {
        page_order: 1,
        page_number: 0,
        page_content:
          "story went on.\n\n*       *       *\n\nA new paragraph & <more>.\n\n# A Section\n\nIts text.",
        visual_content: [],
        continues_paragraph: true,
      },
    ]);
    await ctx.deps.repos.bookContents.save(book.id, {
      source: "headings",
      entries: [
        { title: "Chapter One", page_order: 0, level: 0 },
        { title: "A Section", page_order: 1, block: 3, level: 1 },
      ],
    });
    const answer = await get(book.id);
    expect(answer.statusCode).toBe(200);
    const files = filesOf(answer.rawPayload);
    const text = sectionsText(files);
    expect(text).toContain("<h2>Chapter One</h2>");
    expect(text).toContain("<em>Middlemarch</em>");
    // One paragraph over the seam, the second page's break inside it.
    expect(text).toMatch(
      /<p>She read <em>Middlemarch<\/em> twice, and then the <span epub:type="pagebreak"[^>]*id="page-2"[^>]*><\/span>story went on\.<\/p>/,
    );
    expect(text).toContain('<p class="section-break">*       *       *</p>');
    expect(text).toContain("<p>A new paragraph &amp; &lt;more&gt;.</p>");
    const nav = files.get("OEBPS/nav.xhtml") ?? "";
    expect(nav).toMatch(/<a href="s0001\.xhtml#page-1">Chapter One<\/a>/);
    // A section set below other text opens at its heading, not at its page's top.
    expect(text).toContain('<h2 id="page-2-p3">A Section</h2>');
    expect(nav).toContain('<a href="s0001.xhtml#page-2-p3">A Section</a>');
    expect(nav).toContain('<a href="s0001.xhtml#page-2">2</a>');
    const opf = files.get("OEBPS/content.opf") ?? "";
    expect(opf).toContain("<dc:title>Marked Up</dc:title>");
    expect(opf).toContain("<dc:creator>A. Writer</dc:creator>");
    expect(opf).toContain("<dc:language>en</dc:language>");
    expect(opf).toMatch(
      /<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/,
    );
    expect(opf).toContain(`urn:uuid:${book.id}`);
    expect(Object.keys(unzipSync(new Uint8Array(answer.rawPayload)))[0]).toBe("mimetype");
    await expectValid(answer.rawPayload);
  }, 300_000);

  it("sets a right-to-left book right to left", async () => {
    const book = await seedBook(ctx, { title: "שירים", language: "he", pages: 0 });
    await ctx.deps.repos.pages.replacePages(book.id, [
      { page_order: 0, page_number: 0, page_content: "שלום עולם", visual_content: [] },
    ]);
    const files = filesOf((await get(book.id)).rawPayload);
    expect(files.get("OEBPS/content.opf")).toContain('page-progression-direction="rtl"');
    expect(sectionsText(files)).toContain('dir="rtl"');
  });
});

describe.skipIf(!corpusAvailable())("EPUB export of real books (EPUBCheck)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const [sqlite] = databases;
    if (!sqlite) throw new Error("No database to test on.");
    ctx = await startTestApp(sqlite, { CONVERSION_CONCURRENCY: "1" });
  });
  afterAll(async () => ctx?.close());

  async function exported(file: string) {
    const outcome = await createCatalogTools(ctx.deps).importBook({ file: corpusFile(file) });
    expect(outcome.status).toBe("imported");
    const answer = await ctx.app.inject({ method: "GET", url: exportUrl(outcome.bookId) });
    expect(answer.statusCode).toBe(200);
    return { body: answer.rawPayload, files: filesOf(answer.rawPayload), bookId: outcome.bookId };
  }

  it("a Gutenberg text book: chapters in the contents, every page in the page list", async () => {
    const { body, files } = await exported("books/pg11_alice_in_wonderland.txt");
    const nav = files.get("OEBPS/nav.xhtml") ?? "";
    expect(nav).toMatch(/>CHAPTER I\.|>Chapter I\b/i);
    expect(sectionsText(files)).toContain("Down the Rabbit-Hole");
    const pageLinks = nav.split('epub:type="page-list"')[1]?.match(/<li>/g)?.length ?? 0;
    expect(pageLinks).toBeGreaterThan(50);
    await expectValid(body);
  }, 600_000);

  it("an EPUB import, with its cover", async () => {
    const { body, files } = await exported("books/se_ambrose-bierce_the-devils-dictionary.epub");
    const opf = files.get("OEBPS/content.opf") ?? "";
    expect(opf).toMatch(/properties="cover-image"/);
    expect(opf).toContain("Bierce");
    await expectValid(body);
  }, 600_000);

  it("a converted PDF with pictures: the images are in it as JPEG or PNG", async () => {
    const { body, files } = await exported("pdfs/pdfjs_wikipedia.pdf");
    const images = [...files.keys()].filter((name) => name.startsWith("OEBPS/images/"));
    expect(images.length).toBeGreaterThan(1);
    expect(images.every((name) => /\.(jpg|png)$/.test(name))).toBe(true);
    expect(sectionsText(files)).toMatch(/<img src="images\/[^"]+" alt="[^"]*"\/>/);
    await expectValid(body);
  }, 600_000);

  it("a converted paper with maths and figures", async () => {
    const { body, files } = await exported("pdfs/tracemonkey.pdf");
    expect(sectionsText(files)).toContain("Trace");
    await expectValid(body);
  }, 300_000);

  it("a converted Arabic PDF, right to left", async () => {
    const { body, files } = await exported("pdfs/ArabicCIDTrueType.pdf");
    expect(files.get("OEBPS/content.opf")).toContain('page-progression-direction="rtl"');
    await expectValid(body);
  }, 600_000);
});

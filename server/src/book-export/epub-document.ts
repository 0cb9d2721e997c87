import {
  type ContentsEntry,
  EPUB_MEDIA_TYPE,
  isSectionBreak,
  parseParagraphs,
  textRuns,
} from "@bindery/contract";
import { strToU8, type Zippable, zipSync } from "fflate";

/** A book page as the export reads it. */
export interface EpubPage {
  page_order: number;
  content: string;
  /** Names of the page's images inside the EPUB (images/…), with their alternative texts. */
  images: readonly { href: string; alt: string }[];
  continues_paragraph: boolean;
}

/** An image file going into the EPUB, under images/. */
export interface EpubImage {
  href: string;
  mediaType: string;
  data: Uint8Array;
}

export interface EpubBook {
  id: string;
  title: string;
  author: string | null;
  /** A BCP 47 tag (already checked). */
  language: string;
  description: string;
  /** dcterms:modified, epoch milliseconds. */
  modified: number;
  rtl: boolean;
  pages: readonly EpubPage[];
  contents: readonly ContentsEntry[];
  images: readonly EpubImage[];
  /** The cover among `images`, if the book has one. */
  coverHref: string | null;
}

/** A section file holds at most this many book pages, so reading apps open each quickly. */
const MAX_SECTION_PAGES = 40;
const XHTML = "application/xhtml+xml";

/** Characters XML 1.0 cannot hold (controls other than tab and line ends), and the escapes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** A paragraph's marked text as XHTML: italics in <em>, line breaks kept. */
function inline(text: string): string {
  return textRuns(text)
    .map((run) => {
      const body = xmlText(run.text).replace(/\n/g, "<br/>");
      return run.italic ? `<em>${body}</em>` : body;
    })
    .join("");
}

const pageId = (order: number) => `page-${order + 1}`;
/** A heading below the top of its page (its paragraph `block`): where contents open it. */
const headingId = (order: number, block: number) => `${pageId(order)}-p${block}`;
const sectionHref = (index: number) => `s${String(index + 1).padStart(4, "0")}.xhtml`;

function pageBreak(order: number): string {
  const label = String(order + 1);
  return `<span epub:type="pagebreak" role="doc-pagebreak" id="${pageId(order)}" aria-label="${label}"></span>`;
}

/**
 * Which pages start a section file: the first, every page a contents entry opens at its top (so the
 * reading app's chapters are files of their own), and enough others to keep files small.
 */
function sectionStarts(book: EpubBook): number[] {
  const orders = book.pages.map((page) => page.page_order);
  // An entry whose heading is set below other text of its page opens no file: the page's
  // top belongs to the section before.
  const wanted = new Set(
    book.contents.filter((entry) => !entry.block).map((entry) => entry.page_order),
  );
  const starts: number[] = [];
  let since = 0;
  orders.forEach((order, index) => {
    if (index === 0 || wanted.has(order) || since >= MAX_SECTION_PAGES) {
      starts.push(index);
      since = 0;
    }
    since += 1;
  });
  return starts;
}

function documentHead(book: EpubBook, title: string): string {
  const lang = xmlText(book.language);
  const dir = book.rtl ? ' dir="rtl"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}"${dir}>
<head>
<meta charset="UTF-8"/>
<title>${xmlText(title)}</title>
<link rel="stylesheet" type="text/css" href="book.css"/>
</head>
`;
}

/** One section's body: its pages' paragraphs, headings and images, page breaks marked. */
function sectionBody(pages: readonly EpubPage[]): string {
  const out: string[] = [];
  // The last paragraph stays open while the next page may go on with it.
  let open: string | null = null;
  const close = () => {
    if (open !== null) out.push(`<p>${open}</p>`);
    open = null;
  };
  for (const page of pages) {
    const paragraphs = parseParagraphs(page.content);
    const first = paragraphs[0];
    let rest = paragraphs;
    if (page.continues_paragraph && open !== null && first && !first.heading) {
      open += ` ${pageBreak(page.page_order)}${inline(first.text)}`;
      rest = paragraphs.slice(1);
    } else {
      close();
      out.push(pageBreak(page.page_order));
    }
    const skipped = paragraphs.length - rest.length;
    for (const [index, paragraph] of rest.entries()) {
      close();
      const block = skipped + index;
      const id = block > 0 ? ` id="${headingId(page.page_order, block)}"` : "";
      if (paragraph.heading) out.push(`<h2${id}>${inline(paragraph.text)}</h2>`);
      else if (isSectionBreak(paragraph.text))
        out.push(`<p class="section-break">${inline(paragraph.text)}</p>`);
      else open = inline(paragraph.text);
    }
    if (page.images.length > 0) {
      close();
      for (const image of page.images) {
        out.push(
          `<div class="figure"><img src="${xmlText(image.href)}" alt="${xmlText(image.alt)}"/></div>`,
        );
      }
    }
  }
  close();
  return out.join("\n");
}

interface NavNode {
  entry: ContentsEntry;
  children: NavNode[];
}

/** Contents entries as a tree: a level deeper than its parent's next is taken as the next. */
function navTree(entries: readonly ContentsEntry[]): NavNode[] {
  const roots: NavNode[] = [];
  const stack: NavNode[] = [];
  for (const entry of entries) {
    const node: NavNode = { entry, children: [] };
    const level = Math.min(Math.max(0, entry.level), stack.length);
    stack.length = level;
    const parent = stack[level - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function navList(
  nodes: readonly NavNode[],
  hrefOf: (order: number, block?: number) => string,
): string {
  const items = nodes.map((node) => {
    const { title: words, page_order, block } = node.entry;
    const title = xmlText(words.trim() || `Page ${page_order + 1}`);
    const children = node.children.length > 0 ? `\n${navList(node.children, hrefOf)}` : "";
    return `<li><a href="${hrefOf(page_order, block)}">${title}</a>${children}</li>`;
  });
  return `<ol>\n${items.join("\n")}\n</ol>`;
}

function opfDate(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

const STYLES = `body { margin: 0 1em; line-height: 1.5; }
p { margin: 0; text-indent: 1.5em; }
h2 + p, .figure + p, .section-break + p { text-indent: 0; }
.section-break { margin: 0.75em 0; text-indent: 0; text-align: center; }
h2 { font-size: 1.4em; margin: 1.5em 0 0.75em; line-height: 1.3; }
.figure { margin: 1em 0; text-align: center; page-break-inside: avoid; }
.figure img { max-width: 100%; height: auto; }
.cover { margin: 0; padding: 0; text-align: center; }
.cover img { max-width: 100%; max-height: 100vh; }
`;

/**
 * The book as an EPUB 3 file: one XHTML file per section (sections start at contents
 * entries), a navigation document from the book's contents with a page list of its pages,
 * the cover first, and the metadata reading apps shelve it by.
 */
export function buildEpub(book: EpubBook): Uint8Array {
  const starts = sectionStarts(book);
  const sections = starts.map((start, index) =>
    book.pages.slice(start, starts[index + 1] ?? book.pages.length),
  );
  const fileOfPage = new Map<number, string>();
  sections.forEach((pages, index) => {
    for (const page of pages) fileOfPage.set(page.page_order, sectionHref(index));
  });
  const firstFile = sectionHref(0);
  // An entry's heading below the top of its page, when that paragraph is a heading still
  // (an edit may have moved it), else its page.
  const headingAt = new Set<string>();
  for (const page of book.pages) {
    parseParagraphs(page.content).forEach((paragraph, block) => {
      if (paragraph.heading && block > 0) headingAt.add(headingId(page.page_order, block));
    });
  }
  const hrefOf = (order: number, block = 0) => {
    const file = fileOfPage.get(order);
    if (!file) return firstFile;
    const heading = headingId(order, block);
    return `${file}#${headingAt.has(heading) ? heading : pageId(order)}`;
  };

  const files: Zippable = {
    mimetype: [strToU8(EPUB_MEDIA_TYPE), { level: 0 }],
    "META-INF/container.xml": strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`),
    "OEBPS/book.css": strToU8(STYLES),
  };
  const manifest: string[] = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="css" href="book.css" media-type="text/css"/>',
  ];
  const spine: string[] = [];

  if (book.coverHref) {
    files["OEBPS/cover.xhtml"] = strToU8(
      `${documentHead(book, book.title)}<body>
<div class="cover"><img src="${xmlText(book.coverHref)}" alt="${xmlText(book.title)}"/></div>
</body>
</html>
`,
    );
    manifest.push(`<item id="cover" href="cover.xhtml" media-type="${XHTML}"/>`);
    spine.push('<itemref idref="cover" linear="yes"/>');
  }

  sections.forEach((pages, index) => {
    const href = sectionHref(index);
    files[`OEBPS/${href}`] = strToU8(
      `${documentHead(book, book.title)}<body>
<section>
${sectionBody(pages)}
</section>
</body>
</html>
`,
    );
    const id = `s${index + 1}`;
    manifest.push(`<item id="${id}" href="${href}" media-type="${XHTML}"/>`);
    spine.push(`<itemref idref="${id}"/>`);
  });

  book.images.forEach((image, index) => {
    files[`OEBPS/${image.href}`] = [image.data, { level: 0 }];
    const cover = image.href === book.coverHref ? ' properties="cover-image"' : "";
    manifest.push(
      `<item id="img${index + 1}" href="${xmlText(image.href)}" media-type="${image.mediaType}"${cover}/>`,
    );
  });

  const contents =
    book.contents.length > 0
      ? navList(navTree(book.contents), hrefOf)
      : `<ol>\n<li><a href="${firstFile}">${xmlText(book.title)}</a></li>\n</ol>`;
  const pageList = book.pages
    .map((page) => `<li><a href="${hrefOf(page.page_order)}">${page.page_order + 1}</a></li>`)
    .join("\n");
  files["OEBPS/nav.xhtml"] = strToU8(
    `${documentHead(book, book.title)}<body>
<nav epub:type="toc" id="toc">
<h1>Contents</h1>
${contents}
</nav>
<nav epub:type="page-list" id="page-list" hidden="">
<h2>Pages</h2>
<ol>
${pageList}
</ol>
</nav>
</body>
</html>
`,
  );

  const lang = xmlText(book.language);
  const creator = book.author ? `\n<dc:creator>${xmlText(book.author)}</dc:creator>` : "";
  const description = book.description.trim()
    ? `\n<dc:description>${xmlText(book.description.trim())}</dc:description>`
    : "";
  const coverMeta = book.coverHref
    ? `\n<meta name="cover" content="img${book.images.findIndex((image) => image.href === book.coverHref) + 1}"/>`
    : "";
  files["OEBPS/content.opf"] = strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}"${book.rtl ? ' dir="rtl"' : ""}>
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${xmlText(book.id)}</dc:identifier>
<dc:title>${xmlText(book.title)}</dc:title>${creator}
<dc:language>${lang}</dc:language>${description}
<dc:publisher>Bindery</dc:publisher>
<meta property="dcterms:modified">${opfDate(book.modified)}</meta>${coverMeta}
</metadata>
<manifest>
${manifest.join("\n")}
</manifest>
<spine page-progression-direction="${book.rtl ? "rtl" : "ltr"}">
${spine.join("\n")}
</spine>
</package>
`);

  return zipSync(files, { level: 6 });
}

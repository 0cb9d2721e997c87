import { strToU8, zipSync } from "fflate";
import sharp from "sharp";

/** Small EPUBs made by the tests, in the shapes Project Gutenberg and Standard Ebooks use. */

export interface EpubChapter {
  /** File name inside the book's text folder. */
  file: string;
  /** The chapter's body markup (XHTML). */
  body: string;
}

export interface EpubSpec {
  version: 2 | 3;
  title: string;
  author: string;
  /** EPUB 3: a second creator with the illustrator's role, who is not the author. */
  illustrator?: string;
  language: string;
  identifier: string;
  chapters: EpubChapter[];
  /** Manifest items listed in this order (the spine keeps the chapters' order). */
  manifestOrder?: "spine" | "reversed";
  /** PNG files by name (in the images folder); `cover` names the cover image. */
  images?: Record<string, Uint8Array>;
  cover?: string;
  /** Items the spine marks linear="no". */
  nonLinear?: string[];
  /** The spine's page-progression-direction, when the book names one. */
  pageProgression?: "rtl" | "ltr";
  /**
   * The book's table of contents: EPUB 3 writes a navigation document (nav.xhtml), EPUB 2
   * an NCX (toc.ncx). Hrefs are relative to the text folder ("chapter-1.xhtml#part").
   */
  navigation?: NavigationSpec[];
}

export interface NavigationSpec {
  title: string;
  href: string;
  children?: NavigationSpec[];
}

/** EPUB 3's nav document: nested ordered lists of links. */
function navDocument(entries: NavigationSpec[]): string {
  const list = (items: NavigationSpec[]): string =>
    `<ol>${items
      .map(
        (item) =>
          `<li><a href="text/${item.href}">${item.title}</a>${item.children ? list(item.children) : ""}</li>`,
      )
      .join("")}</ol>`;
  return XHTML("Contents", `<nav epub:type="toc" id="toc"><h2>Contents</h2>${list(entries)}</nav>`);
}

/** EPUB 2's NCX: nested navPoints. */
function ncxDocument(entries: NavigationSpec[]): string {
  let order = 0;
  const points = (items: NavigationSpec[]): string =>
    items
      .map(
        (item) =>
          `<navPoint id="n${++order}" playOrder="${order}"><navLabel><text>${item.title}</text></navLabel><content src="text/${item.href}"/>${item.children ? points(item.children) : ""}</navPoint>`,
      )
      .join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
<head/><docTitle><text>Contents</text></docTitle>
<navMap>${points(entries)}</navMap>
</ncx>`;
}

const XHTML = (title: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>${title}</title><link href="../css/book.css" rel="stylesheet" type="text/css"/></head>
<body>
${body}
</body>
</html>`;

export function buildEpub(spec: EpubSpec): Uint8Array {
  const images = spec.images ?? {};
  const chapterItems = spec.chapters.map(
    (chapter, i) =>
      `<item id="c${i}" href="text/${chapter.file}" media-type="application/xhtml+xml"/>`,
  );
  const imageItems = Object.keys(images).map((name, i) => {
    const cover = name === spec.cover;
    const properties = cover && spec.version === 3 ? ' properties="cover-image"' : "";
    return `<item id="${cover ? "cover-image" : `img${i}`}" href="images/${name}" media-type="image/png"${properties}/>`;
  });
  const navigationItems = !spec.navigation
    ? []
    : spec.version === 3
      ? ['<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>']
      : ['<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'];
  const items = [...chapterItems, ...imageItems, ...navigationItems];
  if (spec.manifestOrder === "reversed") items.reverse();
  const spine = spec.chapters
    .map(
      (chapter, i) =>
        `<itemref idref="c${i}"${spec.nonLinear?.includes(chapter.file) ? ' linear="no"' : ""}/>`,
    )
    .join("\n");
  const creators =
    spec.version === 3
      ? `<dc:creator id="author">${spec.author}</dc:creator>
<meta property="role" refines="#author" scheme="marc:relators">aut</meta>
${spec.illustrator ? `<dc:creator id="illustrator">${spec.illustrator}</dc:creator>\n<meta property="role" refines="#illustrator" scheme="marc:relators">ill</meta>` : ""}
<dc:title id="subtitle">A Subtitle Listed First</dc:title>
<meta property="title-type" refines="#subtitle">subtitle</meta>
<dc:title id="title">${spec.title}</dc:title>
<meta property="title-type" refines="#title">main</meta>`
      : `<dc:creator opf:role="aut" opf:file-as="Author">${spec.author}</dc:creator>
<dc:title>${spec.title}</dc:title>`;
  const coverMeta =
    spec.version === 2 && spec.cover ? '<meta name="cover" content="cover-image"/>' : "";
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="${spec.version}.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
<dc:identifier id="other">urn:isbn:0000000000</dc:identifier>
<dc:identifier id="id">${spec.identifier}</dc:identifier>
${creators}
<dc:language>${spec.language}</dc:language>
${coverMeta}
</metadata>
<manifest>
${items.join("\n")}
</manifest>
<spine${spec.navigation && spec.version === 2 ? ' toc="ncx"' : ""}${spec.pageProgression ? ` page-progression-direction="${spec.pageProgression}"` : ""}>
${spine}
</spine>
</package>`;

  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": strToU8(`<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`),
    "OEBPS/content.opf": strToU8(opf),
    "OEBPS/css/book.css": strToU8("p { text-indent: 1em; }"),
  };
  for (const chapter of spec.chapters) {
    files[`OEBPS/text/${chapter.file}`] = strToU8(XHTML(chapter.file, chapter.body));
  }
  for (const [name, bytes] of Object.entries(images)) files[`OEBPS/images/${name}`] = bytes;
  if (spec.navigation) {
    if (spec.version === 3) files["OEBPS/nav.xhtml"] = strToU8(navDocument(spec.navigation));
    else files["OEBPS/toc.ncx"] = strToU8(ncxDocument(spec.navigation));
  }
  return zipSync(files);
}

/** A PNG picture of the given size, in one colour with a darker band (not a blank). */
export async function pngPicture(
  width: number,
  height: number,
  hue = "#7a9cc6",
): Promise<Uint8Array> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${hue}"/><rect y="${height / 3}" width="${width}" height="${height / 3}" fill="#203040"/></svg>`,
  );
  return new Uint8Array(await sharp(band).png().toBuffer());
}

/** Paragraphs of readable prose, numbered so each is unique in a book. */
export function prose(count: number, tag = "p"): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `Paragraph ${i + 1} tells how the travellers crossed the river at dawn, counting the boats that drifted past the mill while the miller's daughter sang of harvests long gone.`,
  ).map((text) => (tag ? `<${tag}>${text}</${tag}>` : text));
}

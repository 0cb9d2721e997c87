import type { Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { type EpubArchive, resolveHref } from "./archive.js";

/** What an EPUB's package document (the .opf) says about the book. */
export interface EpubPackage {
  /** Path of the .opf inside the archive; hrefs resolve against it. */
  path: string;
  title: string | null;
  author: string | null;
  language: string | null;
  /** The package's unique identifier (an ISBN, a URL, a urn:uuid…). */
  identifier: string | null;
  /** Content documents in reading order (linear spine items), as archive paths. */
  spine: string[];
  /** The spine's page-progression-direction, when it names one ("default" says nothing). */
  pageProgression: "rtl" | "ltr" | null;
  /** Archive path of the cover image, when the book names one. */
  cover: string | null;
  /** EPUB 3's navigation document (manifest item with properties="nav"), as an archive path. */
  navigation: string | null;
  /** EPUB 2's NCX (named by the spine's toc attribute), as an archive path. */
  ncx: string | null;
}

export class EpubFormatError extends Error {}

/** Reads META-INF/container.xml and the package document it points to (EPUB 2 and 3). */
export function readPackage(archive: EpubArchive): EpubPackage {
  const container = archive.readText("META-INF/container.xml");
  if (container === null) throw new EpubFormatError("no META-INF/container.xml");
  const rootfile = DomUtils.findOne(
    (element) => localName(element) === "rootfile",
    parseXml(container).children,
  );
  const path = rootfile?.attribs["full-path"];
  if (!path) throw new EpubFormatError("container.xml names no package document");
  const opf = archive.readText(path);
  if (opf === null) throw new EpubFormatError(`missing package document ${path}`);
  const document = parseXml(opf);
  const all = (name: string) =>
    DomUtils.findAll((element) => localName(element) === name, document.children);

  const manifest = new Map<string, { href: string; type: string; properties: string }>();
  for (const item of all("item")) {
    const id = item.attribs.id;
    const href = item.attribs.href;
    if (id && href) {
      manifest.set(id, {
        href: resolveHref(path, href),
        type: item.attribs["media-type"] ?? "",
        properties: item.attribs.properties ?? "",
      });
    }
  }
  const spine = all("itemref")
    .filter((ref) => ref.attribs.linear !== "no")
    .map((ref) => manifest.get(ref.attribs.idref ?? ""))
    .filter((item) => item !== undefined && /html|xml/.test(item.type))
    .map((item) => (item as { href: string }).href);

  const metadata = {
    titles: all("title"),
    creators: all("creator"),
    metas: all("meta"),
  };
  const refines = (element: Element, property: string) => {
    const id = element.attribs.id;
    if (!id) return null;
    const meta = metadata.metas.find(
      (m) => m.attribs.refines === `#${id}` && m.attribs.property === property,
    );
    return meta ? text(meta) : null;
  };

  const mainTitle =
    metadata.titles.find((title) => refines(title, "title-type") === "main") ?? metadata.titles[0];
  const authors = metadata.creators.filter((creator) => {
    const role = creator.attribs["opf:role"] ?? refines(creator, "role");
    return role === null || role === "aut";
  });
  const uniqueId = DomUtils.findOne((e) => localName(e) === "package", document.children)?.attribs[
    "unique-identifier"
  ];
  const identifiers = all("identifier");
  const identifier =
    identifiers.find((element) => uniqueId && element.attribs.id === uniqueId) ?? identifiers[0];
  const languageElement = all("language")[0];
  const items = [...manifest.values()];
  const tocId = all("spine")[0]?.attribs.toc;
  const ncx =
    (tocId ? manifest.get(tocId) : undefined) ??
    items.find((item) => item.type === "application/x-dtbncx+xml");

  return {
    path,
    title: mainTitle ? text(mainTitle) || null : null,
    author: authors.map(text).filter(Boolean).join(", ") || null,
    language: languageElement ? text(languageElement) || null : null,
    identifier: identifier ? text(identifier) || null : null,
    spine,
    pageProgression: pageProgression(all("spine")[0]?.attribs["page-progression-direction"]),
    cover: coverImage(manifest, metadata.metas, all("reference"), archive, path),
    navigation: items.find((item) => item.properties.split(/\s+/).includes("nav"))?.href ?? null,
    ncx: ncx?.href ?? null,
  };
}

function pageProgression(value: string | undefined): "rtl" | "ltr" | null {
  return value === "rtl" || value === "ltr" ? value : null;
}

/**
 * The cover image: EPUB 3 marks it `properties="cover-image"`; EPUB 2 names its id in
 * `<meta name="cover">`, or its page in the guide (`<reference type="cover">`).
 */
function coverImage(
  manifest: Map<string, { href: string; type: string; properties: string }>,
  metas: Element[],
  references: Element[],
  archive: EpubArchive,
  opfPath: string,
): string | null {
  const items = [...manifest.values()];
  const marked = items.find((item) => item.properties.split(/\s+/).includes("cover-image"));
  if (marked) return marked.href;
  const metaId = metas.find((meta) => meta.attribs.name === "cover")?.attribs.content;
  const named = metaId ? manifest.get(metaId) : undefined;
  if (named?.type.startsWith("image/")) return named.href;
  const page = references.find((ref) => ref.attribs.type === "cover")?.attribs.href;
  if (page) {
    const pagePath = resolveHref(opfPath, page);
    const markup = archive.readText(pagePath);
    const image = markup
      ? DomUtils.findOne(
          (e) => ["img", "image"].includes(localName(e)),
          parseDocument(markup, { recognizeSelfClosing: true }).children,
        )
      : null;
    const src = image?.attribs.src ?? image?.attribs["xlink:href"] ?? image?.attribs.href;
    if (src) return resolveHref(pagePath, src);
  }
  const byName = items.find((item) => item.type.startsWith("image/") && /cover/i.test(item.href));
  return byName?.href ?? null;
}

export function parseXml(markup: string) {
  return parseDocument(markup, { xmlMode: true });
}

/** "dc:title" → "title": prefixes differ between files, names do not. */
export function localName(element: Element): string {
  return element.name.slice(element.name.indexOf(":") + 1).toLowerCase();
}

function text(element: Element): string {
  return DomUtils.textContent(element).replace(/\s+/g, " ").trim();
}

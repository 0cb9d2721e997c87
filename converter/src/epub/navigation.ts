import type { Element } from "domhandler";
import { DomUtils } from "htmlparser2";
import { type EpubArchive, resolveHref } from "./archive.js";
import { type EpubPackage, localName, parseXml } from "./package-document.js";

/** One entry of an EPUB's table of contents: its target document and anchor, and depth. */
export interface NavigationEntry {
  title: string;
  /** Archive path of the content document it opens. */
  path: string;
  /** The element id inside it, when the link names one. */
  anchor: string | null;
  level: number;
}

/**
 * The book's own table of contents: EPUB 3's navigation document (its `toc` nav, nested
 * lists of links), else EPUB 2's NCX (nested navPoints). Empty when it has neither, or
 * when what it has cannot be read: the book's headings then stand in.
 */
export function readNavigation(archive: EpubArchive, book: EpubPackage): NavigationEntry[] {
  try {
    const fromNav = book.navigation ? navDocument(archive, book.navigation) : [];
    return fromNav.length > 0 || !book.ncx ? fromNav : ncxDocument(archive, book.ncx);
  } catch {
    return [];
  }
}

function navDocument(archive: EpubArchive, path: string): NavigationEntry[] {
  const markup = archive.readText(path);
  if (markup === null) return [];
  const navs = DomUtils.findAll((e) => localName(e) === "nav", parseXml(markup).children);
  const toc =
    navs.find((nav) => (nav.attribs["epub:type"] ?? "").split(/\s+/).includes("toc")) ?? navs[0];
  const list = toc && childElements(toc).find((e) => localName(e) === "ol");
  const entries: NavigationEntry[] = [];
  const walk = (ol: Element, level: number) => {
    for (const li of childElements(ol).filter((e) => localName(e) === "li")) {
      const link = childElements(li).find((e) => ["a", "span"].includes(localName(e)));
      const href = link?.attribs.href;
      if (link && href) entries.push({ ...target(path, href), title: textOf(link), level });
      const nested = childElements(li).find((e) => localName(e) === "ol");
      if (nested) walk(nested, level + 1);
    }
  };
  if (list) walk(list, 0);
  return entries;
}

function ncxDocument(archive: EpubArchive, path: string): NavigationEntry[] {
  const markup = archive.readText(path);
  if (markup === null) return [];
  const map = DomUtils.findOne((e) => localName(e) === "navmap", parseXml(markup).children);
  const entries: NavigationEntry[] = [];
  const walk = (parent: Element, level: number) => {
    for (const point of childElements(parent).filter((e) => localName(e) === "navpoint")) {
      const label = DomUtils.findOne((e) => localName(e) === "text", point.children);
      const src = childElements(point).find((e) => localName(e) === "content")?.attribs.src;
      if (label && src) entries.push({ ...target(path, src), title: textOf(label), level });
      walk(point, level + 1);
    }
  };
  if (map) walk(map, 0);
  return entries;
}

function target(fromFile: string, href: string): Pick<NavigationEntry, "path" | "anchor"> {
  const hash = href.indexOf("#");
  const anchor = hash >= 0 ? decodeURIComponent(href.slice(hash + 1)) : "";
  return { path: resolveHref(fromFile, href), anchor: anchor || null };
}

function childElements(element: Element): Element[] {
  return element.children.filter((child): child is Element => child.type === "tag");
}

function textOf(element: Element): string {
  return DomUtils.textContent(element).replace(/\s+/g, " ").trim();
}

import { plainText, tidyItalics } from "@bindery/contract/italics";
import { ITALIC_END, ITALIC_START } from "@bindery/contract/typography";
import type { ChildNode, Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { resolveHref } from "./archive.js";

/**
 * What an XHTML content document is made of, in reading order. `ids` are the element ids
 * (link targets, as a navigation document names them) that begin at this item.
 */
export type ContentItem = (
  | { kind: "heading"; text: string; level: number }
  | { kind: "paragraph"; text: string }
  /** An image, by its path inside the archive. */
  | { kind: "image"; path: string }
) & { ids?: string[] };

const SKIPPED = new Set(["head", "script", "style", "template", "noscript", "title", "math"]);
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "caption",
  "address",
  "center",
  "hr",
  "body",
  "html",
  "details",
  "summary",
  "pre",
]);
/** Inline elements set in italics, as books and browsers set them. */
const ITALIC = new Set(["i", "em", "cite"]);

/**
 * Walks a content document's body: headings (h1–h6, and every line of an hgroup) and
 * paragraphs (every block of text; a <br> ends one, since book paragraphs hold no line
 * breaks; a table row is one paragraph; <i>, <em> and <cite> are italics), and images
 * (<img>, SVG <image>). Licence and
 * print-page furniture is left out: Project Gutenberg's boilerplate sections, copyright
 * pages, and the page numbers of the printed edition.
 */
export function readContentDocument(markup: string, documentPath: string): ContentItem[] {
  const document = parseDocument(markup, { recognizeSelfClosing: true });
  const body = DomUtils.findOne((element) => element.name === "body", document.children);
  const reader = new ItemReader(documentPath);
  reader.walk(body ? body.children : document.children, null);
  reader.flush(null);
  return reader.items;
}

class ItemReader {
  readonly items: ContentItem[] = [];
  private text = "";
  /** Italic elements the walk is inside: a paragraph ended in one opens the next in italics. */
  private italicDepth = 0;
  /** Ids of elements entered since the last item, given to the next one. */
  private ids: string[] = [];

  constructor(private readonly documentPath: string) {}

  walk(nodes: ChildNode[], heading: number | null): void {
    for (const node of nodes) {
      if (node.type === "text") {
        this.text += node.data;
      } else if (node.type === "tag" || node.type === "script" || node.type === "style") {
        this.element(node as Element, heading);
      }
    }
  }

  flush(heading: number | null): void {
    const spaced = this.text.replace(/\s+/g, " ");
    // Headings are set upright: there is no italic face at their weight.
    const text = (heading === null ? tidyItalics(spaced) : plainText(spaced)).trim();
    this.text = this.italicDepth > 0 ? ITALIC_START : "";
    if (!text) return;
    this.push(
      heading === null ? { kind: "paragraph", text } : { kind: "heading", text, level: heading },
    );
  }

  private push(item: ContentItem): void {
    if (this.ids.length > 0) {
      item.ids = this.ids;
      this.ids = [];
    }
    this.items.push(item);
  }

  /** A block's id names the item it begins; an inline one's the paragraph it sits in. */
  private mark(element: Element): void {
    const id = element.attribs.id;
    if (id) this.ids.push(id);
  }

  private element(element: Element, heading: number | null): void {
    const name = element.name.toLowerCase();
    if (SKIPPED.has(name) || isFurniture(element)) return;
    if (name === "br") {
      this.flush(heading);
      return;
    }
    if (name === "img" || name === "image") {
      const src = element.attribs.src ?? element.attribs["xlink:href"] ?? element.attribs.href;
      if (!src || src.startsWith("data:")) return;
      this.flush(heading);
      this.mark(element);
      this.push({ kind: "image", path: resolveHref(this.documentPath, src) });
      return;
    }
    if (name === "svg") {
      // Inline SVG shows its raster images; its vector drawing and text are not read.
      this.walkOnly(element, ["image"], heading);
      return;
    }
    const level = /^h([1-6])$/.exec(name)?.[1];
    if (level || name === "hgroup") {
      this.flush(heading);
      this.mark(element);
      this.walk(element.children, level ? Number(level) : hgroupLevel(element));
      this.flush(level ? Number(level) : hgroupLevel(element));
      return;
    }
    if (name === "tr") {
      this.flush(heading);
      this.mark(element);
      this.walk(element.children, heading);
      this.flush(heading);
      return;
    }
    if (name === "td" || name === "th") {
      this.text += " ";
      this.walk(element.children, heading);
      this.text += " ";
      return;
    }
    if (BLOCKS.has(name) || (heading !== null && name === "p")) {
      this.flush(heading);
      this.mark(element);
      this.walk(element.children, heading);
      this.flush(heading);
      return;
    }
    this.mark(element);
    if (ITALIC.has(name)) {
      this.italicDepth++;
      if (this.italicDepth === 1) this.text += ITALIC_START;
      this.walk(element.children, heading);
      this.italicDepth--;
      if (this.italicDepth === 0) this.text += ITALIC_END;
      return;
    }
    this.walk(element.children, heading);
  }

  private walkOnly(element: Element, names: string[], heading: number | null): void {
    for (const found of DomUtils.findAll(
      (e) => names.includes(e.name.toLowerCase()),
      element.children,
    )) {
      this.element(found, heading);
    }
  }
}

/** The level of an hgroup: its own heading's, so its subtitle lines match it. */
function hgroupLevel(element: Element): number {
  const heading = DomUtils.findOne((e) => /^h[1-6]$/.test(e.name.toLowerCase()), element.children);
  return heading ? Number(heading.name.slice(1)) : 2;
}

/** Parts of a document that are not the book's text. */
function isFurniture(element: Element): boolean {
  const id = element.attribs.id ?? "";
  const classes = (element.attribs.class ?? "").split(/\s+/);
  const types = (element.attribs["epub:type"] ?? "").split(/\s+/);
  return (
    id === "pg-header" ||
    id === "pg-footer" ||
    classes.some((name) => /^(?:pg-boilerplate|pgheader|pgfooter|pagenum)$/.test(name)) ||
    types.includes("copyright-page") ||
    types.includes("pagebreak") ||
    element.attribs.role === "doc-pagebreak"
  );
}

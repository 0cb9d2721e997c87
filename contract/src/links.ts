import {
  HEADING_MARKER,
  ITALIC_END,
  ITALIC_START,
  LINK_END,
  LINK_START,
  LINK_TARGET_END,
} from "./typography.js";

/**
 * Links inside page text. A page stores its text with each link's words between
 * LINK_START and LINK_END, and the targets apart, in order, in its `links`: the page's
 * search index and every other reader of its text see words only. Readers of the page
 * join the two (joinLinkTargets): each LINK_START is then followed by its target and
 * LINK_TARGET_END, so a paragraph carries its own links wherever it goes (split between
 * pages, joined again in the reflowed view).
 *
 * A target is another page of the book, `#page=<page_order>`, or a place inside one,
 * `#page=<page_order>&block=<n>` (its n-th paragraph from 0, a heading the page sets below
 * other text), or a web or mail address: only http, https and mailto; anything else
 * (javascript:, file:, data:) is no link.
 */
export const LINK_SCHEMES: readonly string[] = ["http:", "https:", "mailto:"];

/** The most characters of one link's target: longer addresses are no link. */
export const MAX_LINK_TARGET_LENGTH = 2048;

/**
 * What a link opens: a page of the book (its page_order) and the paragraph of it to show
 * (0, its top, unless the target names one), or an address.
 */
export type LinkTarget = { page: number; block: number } | { href: string };

const PAGE_TARGET = /^#page=(\d{1,6})(?:&block=(\d{1,4}))?$/;

/** A target for a page of the book, or for its paragraph `block`, as pages store it. */
export function pageTarget(pageOrder: number, block = 0): string {
  return block > 0 ? `#page=${pageOrder}&block=${block}` : `#page=${pageOrder}`;
}

/** An address a reader may open in a new tab: http, https or mailto, else null. */
export function safeExternalHref(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LINK_TARGET_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!LINK_SCHEMES.includes(url.protocol.toLowerCase())) return null;
  if (url.protocol !== "mailto:" && !url.hostname) return null;
  return url.href;
}

/** A stored target read: a page of the book, a safe address, or null (no link). */
export function linkTarget(target: string): LinkTarget | null {
  const page = PAGE_TARGET.exec(target);
  if (page) return { page: Number(page[1]), block: Number(page[2] ?? 0) };
  const href = safeExternalHref(target);
  return href === null ? null : { href };
}

/** A stored target in the form pages keep, or null when it is no link a reader may follow. */
export function cleanLinkTarget(target: string): string | null {
  const read = linkTarget(target);
  if (read === null) return null;
  return "page" in read ? pageTarget(read.page, read.block) : read.href;
}

/** How many links a page's stored text holds. */
export function linkCount(content: string): number {
  let count = 0;
  for (const char of content) if (char === LINK_START) count++;
  return count;
}

/**
 * A page's stored text and targets as the reader uses them: each link's target after its
 * LINK_START. A link without a usable target loses its markers (its words stay).
 */
export function joinLinkTargets(content: string, links: readonly string[]): string {
  if (!content.includes(LINK_START)) return content;
  let index = 0;
  let out = "";
  let dropping = false;
  for (const char of content) {
    if (char === LINK_START) {
      const target = cleanLinkTarget(links[index++] ?? "");
      dropping = target === null;
      if (target !== null) out += LINK_START + target + LINK_TARGET_END;
    } else if (char === LINK_END) {
      if (!dropping) out += char;
      dropping = false;
    } else out += char;
  }
  return out;
}

/**
 * Text with joined targets back into what a page stores: the text with bare markers, and
 * the targets in order. Links whose target is not allowed, or that hold no words, are
 * dropped (their words stay), as are links in headings (the contents show their words);
 * every link is closed within its paragraph.
 */
export function splitLinkTargets(text: string): { content: string; links: string[] } {
  const links: string[] = [];
  const content = text
    .split("\n\n")
    .map((paragraph) => {
      let out = "";
      for (const run of linkedRuns(paragraph, true)) {
        const target = run.link === null ? null : cleanLinkTarget(run.link);
        const words = run.text;
        const heading = paragraph.startsWith(HEADING_MARKER);
        if (target === null || heading || words.trim() === "") out += words;
        else {
          links.push(target);
          out += LINK_START + words + LINK_END;
        }
      }
      return out;
    })
    .join("\n\n");
  return { content, links };
}

/** A stretch of a paragraph: upright or italic, linked (its raw target) or not. */
export interface LinkedRun {
  text: string;
  italic: boolean;
  link: string | null;
}

/**
 * A paragraph with joined targets as runs, markers gone. keepItalics leaves the italics'
 * markers inside the runs' text (to store them again) rather than reading them.
 */
export function linkedRuns(text: string, keepItalics = false): LinkedRun[] {
  const runs: LinkedRun[] = [];
  let italic = false;
  let link: string | null = null;
  let current = "";
  let target: string | null = null;
  const push = () => {
    if (current) runs.push({ text: current, italic: keepItalics ? false : italic, link });
    current = "";
  };
  for (const char of text) {
    if (target !== null) {
      if (char === LINK_TARGET_END) {
        push();
        link = target;
        target = null;
      } else target += char;
    } else if (char === LINK_START) {
      push();
      link = null;
      target = "";
    } else if (char === LINK_END) {
      push();
      link = null;
    } else if (!keepItalics && (char === ITALIC_START || char === ITALIC_END)) {
      const next = char === ITALIC_START;
      if (next !== italic) push();
      italic = next;
    } else if (char !== LINK_TARGET_END) current += char;
  }
  push();
  return runs;
}

const LINK_MARKUP = new RegExp(
  `${LINK_START}[^${LINK_TARGET_END}]*${LINK_TARGET_END}|[${LINK_START}${LINK_END}${LINK_TARGET_END}]`,
  "g",
);

/** Text without links' markers and targets: their words only. */
export function withoutLinks(text: string): string {
  return text.replace(LINK_MARKUP, "");
}

/**
 * Characters [start, end) of a paragraph with joined targets, a link that runs into the
 * cut opened again and one that runs out of it closed: a paragraph split between pages.
 */
export function sliceLinks(text: string, start: number, end: number): string {
  const opener = openLinkAt(text, start);
  const part = (opener ?? "") + text.slice(start, end);
  return openLinkAt(part, part.length) === null ? part : part + LINK_END;
}

/** The opener (LINK_START, target, LINK_TARGET_END) of the link open at offset, or null. */
function openLinkAt(text: string, offset: number): string | null {
  const start = text.lastIndexOf(LINK_START, offset - 1);
  if (start < 0) return null;
  const close = text.indexOf(LINK_END, start);
  if (close >= 0 && close < offset) return null;
  const targetEnd = text.indexOf(LINK_TARGET_END, start);
  if (targetEnd < 0 || targetEnd >= offset) return null;
  return text.slice(start, targetEnd + 1);
}

const EDITOR_LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** Page text with joined targets as its owner edits it: each link written `[words](target)`. */
export function editorLinks(text: string): string {
  return text
    .split("\n\n")
    .map((paragraph) =>
      linkedRuns(paragraph, true)
        .map((run) => (run.link === null ? run.text : `[${run.text}](${run.link})`))
        .join(""),
    )
    .join("\n\n");
}

/** The editor's `[words](target)` back into joined targets; other brackets stay text. */
export function linksFromEditor(text: string): string {
  return text.replace(EDITOR_LINK, (whole, words: string, target: string) => {
    const clean = cleanLinkTarget(target);
    return clean === null ? whole : `${LINK_START}${clean}${LINK_TARGET_END}${words}${LINK_END}`;
  });
}

import { SHARE_CARD_SIZE, usableMetadata } from "@bindery/contract";

/** What a shared book's page tells link unfurlers, which run no script. */
export interface SharePreview {
  title: string;
  description: string;
  /** The page's own address (og:url). */
  url: string;
  /** The preview card's address; null shows no picture (a password-protected link). */
  image: string | null;
  /** The oEmbed answer's address, for consumers that discover it from the page. */
  oembed: string;
}

/** Told to robots on every share page and answer: a shared book is unlisted. */
export const NOINDEX = "noindex, nofollow";

const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A password-protected link says nothing of its book, not even its title. */
export const LOCKED_PREVIEW = {
  title: "A book shared on Bindery",
  description: "This book is protected by a password: open the link to enter it.",
} as const;

/** The description a book's card shows: its own, else who wrote it, else an invitation. */
export function previewDescription(book: { description: string; author: string | null }): string {
  const own = book.description.trim();
  if (own) return own.length > 200 ? `${own.slice(0, 199).trimEnd()}…` : own;
  const author = usableMetadata(book.author);
  const read = "Read it in Bindery's page-flipping reader, no account needed.";
  return author ? `A book by ${author}. ${read}` : `A book shared on Bindery. ${read}`;
}

/**
 * The tags put into a share page's head: Open Graph and Twitter's card for unfurlers, the
 * robots' noindex, and the oEmbed discovery link.
 */
export function sharePageHead(preview: SharePreview): string {
  const meta = (kind: "name" | "property", key: string, value: string | number) =>
    `<meta ${kind}="${key}" content="${attribute(String(value))}">`;
  const image = preview.image
    ? [
        meta("property", "og:image", preview.image),
        meta("property", "og:image:width", SHARE_CARD_SIZE.width),
        meta("property", "og:image:height", SHARE_CARD_SIZE.height),
        meta("property", "og:image:alt", `The cover of ${preview.title}`),
      ]
    : [];
  return [
    meta("name", "robots", NOINDEX),
    meta("property", "og:type", "book"),
    meta("property", "og:site_name", "Bindery"),
    meta("property", "og:title", preview.title),
    meta("property", "og:description", preview.description),
    meta("property", "og:url", preview.url),
    ...image,
    meta("name", "twitter:card", preview.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", preview.title),
    meta("name", "twitter:description", preview.description),
    `<link rel="alternate" type="application/json+oembed" href="${attribute(preview.oembed)}" title="${attribute(preview.title)}">`,
  ].join("");
}

/** Only robots' noindex: the page of a link that does not work names no book. */
export const deadSharePageHead = () => `<meta name="robots" content="${NOINDEX}">`;

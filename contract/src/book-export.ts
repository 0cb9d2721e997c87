// No zod here: the reader's bundle uses epubFileName and must stay free of schemas.

/** What an exported book is sent as. */
export const EPUB_MEDIA_TYPE = "application/epub+zip";

/**
 * The OPDS catalogs reading apps subscribe to, at the site's root. They are feeds in the
 * OPDS formats rather than API routes; the account page shows these addresses to paste.
 */
export const OPDS_V1_CATALOG_PATH = "/opds/v1.2/catalog";
export const OPDS_V2_CATALOG_PATH = "/opds/v2/catalog";

/** The name a downloaded EPUB is saved under: the title, kept to safe characters. */
export function epubFileName(title: string): string {
  const safe = title
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    .trim();
  return `${safe || "book"}.epub`;
}

/** What the catalog importer, the Gutenberg fetcher and the first-run seeding tell people. */
export const catalogMessages = {
  noSuchFile: (file: string) => `No such file: ${file}`,
  howToImport:
    "Import public-domain books with: npm run catalog:import -- <EPUB, text or PDF files, folders, or Gutenberg ids>",
  gutenbergUnreachable: (baseUrl: string, reason: string) =>
    `Could not reach Project Gutenberg at ${baseUrl} (${reason}).`,
  gutenbergStatus: (id: number, status: number) =>
    `Project Gutenberg has no EPUB for eBook #${id} (HTTP ${status}).`,
  gutenbergNotEpub: (id: number) =>
    `Project Gutenberg answered eBook #${id} with a file that is not an EPUB.`,
} as const;

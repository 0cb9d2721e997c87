/** What the catalog importer, the Gutenberg fetcher and the first-run seeding tell people. */
export const catalogMessages = {
  noSuchFile: (file: string) => `No such file: ${file}`,
  howToImport:
    "Import public-domain books with: npm run catalog:import -- <EPUB, text or PDF files, folders, or Gutenberg ids>",
  gutenbergUnreachable: (baseUrl: string, reason: string) =>
    `Could not reach Project Gutenberg at ${baseUrl} (${reason}).`,
  gutenbergStatus: (id: number, status: number) =>
    `Project Gutenberg has no EPUB for eBook #${id} (HTTP ${status}).`,
  sameSource: (title: string) => `Already in the catalog: “${title}”.`,
  sameWork: (title: string, author: string, existing: { id: string; title: string }) =>
    `Not imported: “${title}” by ${author} is already in the catalog as “${existing.title}” (book ${existing.id}). The catalog holds each work once; delete that book first to import this edition instead.`,
  gutenbergNotEpub: (id: number) =>
    `Project Gutenberg answered eBook #${id} with a file that is not an EPUB.`,
} as const;

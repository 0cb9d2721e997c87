import { z } from "zod";

/**
 * A book's table of contents (`GET /api/v1/pdf_parser/books/{book_id}/contents/`, the same
 * access rules as the book). Entries are in reading order; `page_order` is the book page
 * an entry opens (from 0, like every page_order), `level` its depth (0 = top level).
 *
 * Where the entries come from, best first: the PDF's outline (bookmarks) mapped from PDF
 * pages to book pages, an EPUB's navigation document or NCX, else the headings the
 * converter found in the text. `block`, when given, is the paragraph of that page (from 0)
 * where the entry's heading stands: a section the page opens below other text.
 */
export const contentsSourceSchema = z.enum(["outline", "navigation", "headings"]);
export type ContentsSource = z.infer<typeof contentsSourceSchema>;

export const contentsEntrySchema = z.object({
  title: z.string(),
  page_order: z.number().int(),
  block: z.number().int().min(1).optional(),
  level: z.number().int(),
});
export type ContentsEntry = z.infer<typeof contentsEntrySchema>;

export const bookContentsResponseSchema = z.object({
  source: contentsSourceSchema,
  entries: z.array(contentsEntrySchema),
});
export type BookContentsResponse = z.infer<typeof bookContentsResponseSchema>;

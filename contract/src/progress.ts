import { z } from "zod";
import { themeIdSchema } from "./ids.js";
import { SPREAD_PAGES } from "./typography.js";

/**
 * Where a signed-in reader is in a book, and the themes they chose for it
 * (`/api/v1/pdf_parser/my_book_view/{book_id}/`).
 */
export const progressMessages = {
  nothingToSave: "Send theme_id, page_theme_id or last_read_page.",
  lastReadPage: "last_read_page must be a whole number, 0 or more.",
  lastReadBlock: "last_read_block must be a whole number, 0 or more.",
  themeId: "theme_id must be a theme id or null.",
  readAt: "read_at must be a date and time with its offset, as ISO 8601 writes it.",
} as const;

/**
 * Percent read, derived by the server from the page the reader shows, never sent by the
 * client. Pages are read two at a time, so the reader has seen every page up to the end
 * of the spread holding `lastReadPage` (pages 2k and 2k+1 form spread k):
 *
 *   seen = min(pageCount, (floor(lastReadPage / 2) + 1) × 2)
 *   percent = 100 when seen = pageCount (the last spread), else floor(100 × seen / pageCount)
 *
 * Rounding down keeps 100% for the last spread only; an empty book is 0%.
 */
export function readingProgressPercent(lastReadPage: number, pageCount: number): number {
  if (pageCount <= 0) return 0;
  const page = Math.min(Math.max(0, Math.trunc(lastReadPage)), pageCount - 1);
  const seen = Math.min(pageCount, (Math.floor(page / SPREAD_PAGES) + 1) * SPREAD_PAGES);
  return seen >= pageCount ? 100 : Math.floor((100 * seen) / pageCount);
}

/**
 * A book as its reader left it. When the user never opened the book: page 0, progress 0,
 * and the default themes (the first free book and page themes), or null when there are none.
 */
export const bookDetailSchema = z.object({
  last_read_page: z.number().int(),
  /**
   * Which paragraph (block) of last_read_page was first on screen, from 0: a reader that
   * lays text out at its own size reopens on that block. 0 when never saved.
   */
  last_read_block: z.number().int(),
  theme_id: z.string().nullable(),
  page_theme_id: z.string().nullable(),
  progress: z.number().int(),
  bindery_pages_count: z.number().int(),
  original_pages_count: z.number().int(),
  /**
   * When the reader was at last_read_page (ISO 8601), as the device that saved it said;
   * null when never saved. A client holding a place of its own (made offline) keeps the
   * later of the two.
   */
  place_read_at: z.string().nullable(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const bookViewResponseSchema = z.object({ book_detail: bookDetailSchema });
export type BookViewResponse = z.infer<typeof bookViewResponseSchema>;

const themeChoice = themeIdSchema(progressMessages.themeId).nullable().optional();

/**
 * Any of the three; null resets a theme to the default. A last_read_page past the end is
 * saved as the last page (the book may have lost pages since the client loaded it).
 * `read_at` says when the reader was at that place (a place read offline arrives later):
 * the place is saved only if no later one is saved already, so the last place read wins
 * whatever order devices send them in. Without it the place is as of the server's clock;
 * a time ahead of the server's counts as now.
 * A theme must exist, be of the right kind and be available to the user: a locked
 * premium theme is refused with 403 and themeMessages.premiumLocked.
 */
export const bookViewUpdateSchema = z
  .object({
    theme_id: themeChoice,
    page_theme_id: themeChoice,
    last_read_page: z
      .number({ error: progressMessages.lastReadPage })
      .int({ error: progressMessages.lastReadPage })
      .min(0, { error: progressMessages.lastReadPage })
      .max(10_000_000, { error: progressMessages.lastReadPage })
      .optional(),
    /** Saved with last_read_page; alone it is ignored. A missing one saves 0. */
    last_read_block: z
      .number({ error: progressMessages.lastReadBlock })
      .int({ error: progressMessages.lastReadBlock })
      .min(0, { error: progressMessages.lastReadBlock })
      .max(100_000, { error: progressMessages.lastReadBlock })
      .optional(),
    /** When the reader was at last_read_page; alone it is ignored. */
    read_at: z.iso.datetime({ offset: true, error: progressMessages.readAt }).optional(),
  })
  .refine(
    (body) =>
      body.theme_id !== undefined ||
      body.page_theme_id !== undefined ||
      body.last_read_page !== undefined,
    { error: progressMessages.nothingToSave },
  );
export type BookViewUpdate = z.infer<typeof bookViewUpdateSchema>;

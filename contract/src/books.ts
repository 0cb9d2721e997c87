import { z } from "zod";
import { GRID_PAGE_SIZE } from "./book-lists.js";
import { uuidIdSchema } from "./ids.js";
import { MAX_LINK_TARGET_LENGTH } from "./links.js";
import { READER_CHUNK_PAGES } from "./typography.js";

/**
 * Books, their pages and snapshots, and the two shelves.
 *
 * Numbering: `page_order` is a book page's place in the book, from 0 (the reader's
 * "page 0"). `page_number` is the PDF page it came from, also from 0, the same index the
 * snapshots use, so the basic view can show the original of any book page.
 *
 * Ranges: every `start`/`end` pair is inclusive at both ends, as the spec's client asks
 * for "pages 0-19" and then chunks of 20: `start=0&end=19` answers up to 20 items. Items
 * that do not exist (yet) are simply absent; a book that is still converting answers
 * the pages made so far.
 *
 * The book lists read the same way. The dashboard's public books load with `start=0&end=24`:
 * 25 books, exactly one grid page, so the dashboard and the first grid
 * page show the same books. Grid page n (from 0) is `start=25n&end=25n+24`
 * (gridPageRange); "the next-page button fetches 25 more" is the next such range. Each
 * list answers `total` so a client knows whether a next page exists.
 *
 * File addresses (`book_cover`, `visual_content`, `snap_shot_url`, `thumb_url`) are
 * site-relative `/files/…` URLs. Those of a private book carry a signature and expire
 * (signed-file-urls.ts: within minutes): fetch fresh ones from the API rather than storing them.
 */
export const bookMessages = {
  bookNotFound: "Book not found.",
  pageNotFound: "Page not found.",
  publicDomainReadOnly: "Public-domain books cannot be edited.",
  publicDomainNotDeletable:
    "Public-domain books belong to the catalog and cannot be deleted. Only books you uploaded can.",
  stillConverting: "This book is still being converted. Pages can be deleted once it is ready.",
  pageContentRequired: "Please enter the page text.",
  pageContentTooLong: (max: number) => `The page text must not be more than ${max} characters.`,
  linkTooLong: `A link's address must not be more than ${MAX_LINK_TARGET_LENGTH} characters.`,
  tooManyLinks: "A page cannot hold that many links: remove some.",
  wholeNumber: (name: string) => `${name} must be a whole number, 0 or more.`,
  endBeforeStart: "end must not be less than start.",
  rangeTooLarge: (max: number) => `At most ${max} items can be requested at once.`,
} as const;

export const MAX_PAGES_PER_REQUEST = 200;
export const MAX_SNAPSHOTS_PER_REQUEST = 200;
export const MAX_BOOKS_PER_REQUEST = 100;
/** A 650×650 page holds far less; the bound only stops abuse. */
export const MAX_PAGE_CONTENT_LENGTH = 20_000;

/** 0 or 1, as the spec's client compares these flags. */
export const binaryFlagSchema = z.union([z.literal(0), z.literal(1)]);

// Query values arrive as text; 9 digits keeps them far inside a safe integer.
const indexParam = (name: string) =>
  z
    .string({ error: bookMessages.wholeNumber(name) })
    .regex(/^\d{1,9}$/, { error: bookMessages.wholeNumber(name) })
    .transform(Number)
    .optional();

/**
 * `?start&end`, inclusive at both ends. A missing start is 0; a missing end gives
 * `defaultSize` items. More than `maxSize` items, or end before start, is a 400 on `end`.
 */
export function inclusiveRangeQuerySchema(options: { defaultSize: number; maxSize: number }) {
  return z
    .object({ start: indexParam("start"), end: indexParam("end") })
    .transform(({ start = 0, end }) => ({ start, end: end ?? start + options.defaultSize - 1 }))
    .superRefine((range, context) => {
      if (range.end < range.start) {
        context.addIssue({ code: "custom", path: ["end"], message: bookMessages.endBeforeStart });
      } else if (range.end - range.start + 1 > options.maxSize) {
        context.addIssue({
          code: "custom",
          path: ["end"],
          message: bookMessages.rangeTooLarge(options.maxSize),
        });
      }
    });
}

export const pagesRangeQuerySchema = inclusiveRangeQuerySchema({
  defaultSize: READER_CHUNK_PAGES,
  maxSize: MAX_PAGES_PER_REQUEST,
});
export const snapshotsRangeQuerySchema = inclusiveRangeQuerySchema({
  defaultSize: READER_CHUNK_PAGES,
  maxSize: MAX_SNAPSHOTS_PER_REQUEST,
});
export const publicBooksRangeQuerySchema = inclusiveRangeQuerySchema({
  defaultSize: GRID_PAGE_SIZE,
  maxSize: MAX_BOOKS_PER_REQUEST,
});
/** The spec's client calls my_books without a range; it then gets the first 100. */
export const myBooksRangeQuerySchema = inclusiveRangeQuerySchema({
  defaultSize: MAX_BOOKS_PER_REQUEST,
  maxSize: MAX_BOOKS_PER_REQUEST,
});

// A malformed id is answered as an unknown one: 404 with the same message (see ids.ts).
export const bookIdParamsSchema = z.object({ book_id: uuidIdSchema(bookMessages.bookNotFound) });
export const pageIdParamsSchema = z.object({ page_id: uuidIdSchema(bookMessages.pageNotFound) });

/** converting: pages are still being made (the book opens once the first exist). */
export const bookStatusSchema = z.enum(["converting", "ready", "failed"]);
export type BookStatus = z.infer<typeof bookStatusSchema>;

export const bookSchema = z.object({
  book_meta_unique_id: z.string(),
  book_name: z.string(),
  /** null until the cover is made. */
  book_cover: z.string().nullable(),
  bindery_pages_count: z.number().int(),
  original_pages_count: z.number().int(),
  is_public_domain: binaryFlagSchema,
  description: z.string(),
  author: z.string().nullable(),
  /** BCP 47 tag of the text ("en", "ar"), null when unknown. */
  language: z.string().nullable(),
  /**
   * Beyond the spec's fields: which way the pages turn, "rtl" for Hebrew or Arabic books
   * and for files that declare it (see reading-direction.ts).
   */
  reading_direction: z.enum(["ltr", "rtl"]),
  status: bookStatusSchema,
  /**
   * Beyond the spec's fields: what the conversion says to the owner about the book, or
   * null ("This PDF was damaged: some pages may be missing").
   */
  notice: z.string().nullable(),
});
export type Book = z.infer<typeof bookSchema>;

export const pageSchema = z.object({
  page_meta_unique_id: z.string(),
  page_order: z.number().int(),
  page_number: z.number().int(),
  /** Plain text, never HTML (see HEADING_MARKER and ITALIC_START in typography). */
  page_content: z.string(),
  /** Image URLs, always a JSON array here. */
  visual_content: z.array(z.string()),
  /**
   * Beyond the spec's fields: each image's alternative text, in visual_content's order
   * ("" for none). A figure or formula the converter kept as a picture keeps its words here.
   */
  visual_alt: z.array(z.string()),
  /**
   * Beyond the spec's fields: the page's first paragraph goes on from the previous page's
   * last (the layout split it there), so it has no indent or gap above it, and the
   * previous page's last line is a full one.
   */
  continues_paragraph: z.boolean(),
  /**
   * Beyond the spec's fields: the targets of the page's links, the n-th for the n-th
   * LINK_START of page_content: `#page=<page_order>` or an http, https or mailto address;
   * "" for a link that opens nothing (see links.ts).
   */
  links: z.array(z.string()),
});
export type Page = z.infer<typeof pageSchema>;

export const bookPagesResponseSchema = z.object({ book: bookSchema, pages: z.array(pageSchema) });
export type BookPagesResponse = z.infer<typeof bookPagesResponseSchema>;

export const snapshotSchema = z.object({
  snap_shot_url: z.string(),
  /** The PDF page index, from 0: the same numbering as a page's page_number. */
  page_number: z.number().int(),
  thumb_url: z.string().nullable(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const snapshotsResponseSchema = z.object({ snapshots: z.array(snapshotSchema) });
export type SnapshotsResponse = z.infer<typeof snapshotsResponseSchema>;

/** A book on the signed-in user's shelf, with where they are in it. */
export const shelfBookSchema = bookSchema.extend({
  /** Percent read, 0-100 (see readingProgressPercent). */
  progress: z.number().int(),
  last_read_page: z.number().int(),
  theme_id: z.string().nullable(),
});
export type ShelfBook = z.infer<typeof shelfBookSchema>;

/**
 * A user's shelf, the most recently read or added first; `total` is the size of the whole
 * shelf, for paging. `my_books` holds the books they uploaded (converting and failed ones
 * too, with their status); `continue_reading` holds those and the public books they have
 * started reading.
 */
export const myBooksResponseSchema = z.object({
  books: z.array(shelfBookSchema),
  total: z.number().int(),
});
export type MyBooksResponse = z.infer<typeof myBooksResponseSchema>;

/** Ready public-domain books, newest first; `total` counts them all, for paging. */
export const publicBooksResponseSchema = z.object({
  public_books: z.array(bookSchema),
  total: z.number().int(),
});
export type PublicBooksResponse = z.infer<typeof publicBooksResponseSchema>;

export const pageEditRequestSchema = z.object({
  page_content: z.string({ error: bookMessages.pageContentRequired }).max(MAX_PAGE_CONTENT_LENGTH, {
    error: bookMessages.pageContentTooLong(MAX_PAGE_CONTENT_LENGTH),
  }),
  /**
   * Beyond the spec's fields: the targets of the text's links, in order (see links.ts).
   * Left out, the page keeps the targets it has; a target no reader may follow is dropped.
   */
  links: z
    .array(z.string().max(MAX_LINK_TARGET_LENGTH, { error: bookMessages.linkTooLong }))
    .max(MAX_PAGE_CONTENT_LENGTH / 2, { error: bookMessages.tooManyLinks })
    .optional(),
});
export type PageEditRequest = z.infer<typeof pageEditRequestSchema>;

export const pageEditResponseSchema = z.object({
  success: z.literal(true),
  page_content: z.string(),
  /** Beyond the spec's fields: the targets the page keeps (see pageSchema). */
  links: z.array(z.string()),
});
export type PageEditResponse = z.infer<typeof pageEditResponseSchema>;

/** The answer of a delete that worked: a page's or a whole book's. */
export const deletedResponseSchema = z.object({ success: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
export const pageDeleteResponseSchema = deletedResponseSchema;
export type PageDeleteResponse = DeletedResponse;

import { z } from "zod";
import { bookSchema } from "./books.js";
import {
  SHARE_TOKEN_PATTERN,
  SHARE_VISIT_PATTERN,
  shareMessages,
  sharePasswordLimits,
} from "./share-rules.js";
import { themeSchema } from "./themes.js";

/**
 * Share links (share-rules.ts says what they are). The owner makes, shows and revokes a
 * book's link under `/pdf_parser/my_books/{id}/share/`; whoever holds the token reads the
 * book through `/shared/{token}/…`, which answer only while the link lives: an unknown,
 * revoked or replaced token is 404, an expired one 410, and nothing is kept by a cache.
 */
/** What the owner may set; every field may be left out (no password, no expiry, no download). */
export const shareCreateSchema = z
  .object({
    password: z
      .string({ error: shareMessages.password })
      .min(sharePasswordLimits.min, { error: shareMessages.password })
      .max(sharePasswordLimits.max, { error: shareMessages.password })
      .nullable()
      .optional(),
    expires_at: z.iso
      .datetime({ offset: true, error: shareMessages.expiresAt })
      .nullable()
      .optional(),
    allow_download: z.boolean({ error: shareMessages.allowDownload }).optional(),
  })
  // A POST without a body makes a plain link.
  .nullish()
  .transform((body) => body ?? {});
export type ShareCreate = z.output<typeof shareCreateSchema>;

export const shareViewsDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  /** Distinct openings that day: one per reader's browser session. */
  count: z.number().int(),
});
export type ShareViewsDay = z.infer<typeof shareViewsDaySchema>;

/** A book's link as its owner sees it. Times are ISO 8601. */
export const shareSchema = z.object({
  book_id: z.string(),
  share_url: z.string(),
  embed_url: z.string(),
  /** The iframe to paste into another site. */
  embed_html: z.string(),
  has_password: z.boolean(),
  expires_at: z.string().nullable(),
  /** True once expires_at has passed: the link answers 410 until replaced or revoked. */
  expired: z.boolean(),
  allow_download: z.boolean(),
  created_at: z.string(),
  /** The last SHARE_VIEW_DAYS days with any views, oldest first. */
  views: z.array(shareViewsDaySchema),
});
export type Share = z.infer<typeof shareSchema>;

export const mySharesSchema = z.object({ shares: z.array(shareSchema) });
export type MyShares = z.infer<typeof mySharesSchema>;

// A malformed token names nothing: 404, the same answer as an unknown one (ids.ts).
export const shareTokenParamsSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, { error: shareMessages.notFound }),
});

/**
 * A shared book for whoever holds the link. Locked (a password is set and the call did
 * not carry what unlocks it): nothing of the book. Open: the book, the owner's themes for
 * it (null for the defaults), whether it may be downloaded, and the link's own addresses.
 */
export const sharedBookSchema = z.discriminatedUnion("locked", [
  z.object({ locked: z.literal(true) }),
  z.object({
    locked: z.literal(false),
    book: bookSchema,
    book_theme: themeSchema.nullable(),
    page_theme: themeSchema.nullable(),
    allow_download: z.boolean(),
    share_url: z.string(),
    embed_url: z.string(),
  }),
]);
export type SharedBook = z.infer<typeof sharedBookSchema>;

export const shareUnlockSchema = z.object({
  password: z
    .string({ error: shareMessages.passwordNeeded })
    .min(1, { error: shareMessages.passwordNeeded })
    .max(sharePasswordLimits.max, { error: shareMessages.wrongPassword }),
});

/** Sent back in SHARE_ACCESS_HEADER; it works until `expires_at` or until the link changes. */
export const shareAccessSchema = z.object({ access: z.string(), expires_at: z.string() });
export type ShareAccess = z.infer<typeof shareAccessSchema>;

export const shareViewSchema = z.object({
  visit: z.string({ error: shareMessages.visit }).regex(SHARE_VISIT_PATTERN, {
    error: shareMessages.visit,
  }),
});
export const shareViewAnswerSchema = z.object({
  /** False when this visit was counted today already, or the browser asked not to be tracked. */
  counted: z.boolean(),
});

/** GET /api/oembed: oEmbed 1.0's answer for a share's page (a "rich" embed). */
export const oembedSchema = z.object({
  version: z.literal("1.0"),
  type: z.literal("rich"),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string().optional(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type Oembed = z.infer<typeof oembedSchema>;

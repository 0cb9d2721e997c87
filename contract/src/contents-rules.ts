/**
 * Limits of a book's table of contents (see contents.ts), kept free of zod for the
 * converter, which imports this file alone (@bindery/contract/contents-rules).
 */

/** Deeper outline levels are folded into this one; a reader's panel cannot show more. */
export const MAX_CONTENTS_LEVEL = 3;
/** A book's contents never list more entries than this (the rest are dropped). */
export const MAX_CONTENTS_ENTRIES = 2000;

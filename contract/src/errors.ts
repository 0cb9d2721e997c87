import { z } from "zod";

/** A validation failure: 400 with each failing field's messages, as the spec's client reads them. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Messages for input refused whatever the route. */
export const inputMessages = {
  /** PostgreSQL's text cannot hold U+0000, and no person types it. */
  nulCharacter:
    "This text contains a NUL character (U+0000), which cannot be stored. Remove it and try again.",
} as const;

/** Every other error: a single message a user can act on. */
export const detailErrorSchema = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailErrorSchema>;

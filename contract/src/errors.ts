import { z } from "zod";

/** A validation failure: 400 with each failing field's messages, as the spec's client reads them. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Every other error: a single message a user can act on. */
export const detailErrorSchema = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailErrorSchema>;

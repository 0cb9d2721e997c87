import { z } from "zod";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_SUBJECTS,
  type ContactField,
  contactFieldProblem,
  contactMessages,
} from "./contact-rules.js";
import { trimmedStringBy } from "./zod-rules.js";

/**
 * POST /api/v1/users/contactus/
 *
 * The spec marks this call authenticated, but guests use the contact form too: send the
 * bearer header when signed in (the message is then linked to the account) and none as a
 * guest. A bearer header that is present but invalid answers 401, like every other call.
 *
 * Answers: 201 `ContactResponse`; 400 `{field: [messages]}`; 429 `{detail}` when one
 * address sends too many messages (the `retry-after` header says how long to wait).
 */
export const CONTACT_PATH = "/api/v1/users/contactus/";

// Values that end up in mail headers are single-line by construction: the email must match
// an address pattern (no spaces or line breaks) and the subject one of four fixed words.
const contactField = (field: ContactField, missing: string) =>
  trimmedStringBy((value) => contactFieldProblem(field, value), missing);

export const contactRequestSchema = z.object({
  email: contactField("email", contactMessages.emailRequired),
  // The rule has already refused any other word; the enum only types the value.
  subject: contactField("subject", contactMessages.subjectRequired).pipe(z.enum(CONTACT_SUBJECTS)),
  message: contactField("message", contactMessages.messageRequired),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** The request as the server reads it: trimmed and checked. */
export type ContactSubmission = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ detail: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

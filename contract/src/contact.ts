import { z } from "zod";

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

export const CONTACT_SUBJECTS = ["Feedback", "Bug Report", "Partnership", "Other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
const MAX_EMAIL_LENGTH = 254;

/**
 * A field people never see (render it hidden from sight, screen readers and tab order,
 * with autocomplete off) and bots fill in. A request with it filled gets the normal
 * success answer, and nothing is stored or sent.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

export const contactMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address.",
  subjectRequired: "Subject is required!",
  subjectUnknown: `Please choose a subject: ${CONTACT_SUBJECTS.join(", ")}.`,
  messageRequired: "Message is required",
  messageTooLong: `Message must not be more than ${MAX_CONTACT_MESSAGE_LENGTH} characters.`,
  sent: "Thanks for contacting us! We'll get back soon.",
  /** The confirmation where no operator address is set: nobody is there to promise a reply. */
  received: "Thanks for contacting us! Your message has been received.",
  /** What the web shows for any failure other than a field error. */
  failed: "Something went wrong. Please try again.",
  tooMany: "You have sent several messages in a short time. Please try again in a few minutes.",
} as const;

// Values that end up in mail headers are single-line by construction: the email must match
// an address pattern (no spaces or line breaks) and the subject one of four fixed words.
export const contactRequestSchema = z.object({
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .min(1, { error: contactMessages.emailRequired, abort: true })
    .max(MAX_EMAIL_LENGTH, { error: contactMessages.emailInvalid, abort: true })
    .pipe(z.email({ error: contactMessages.emailInvalid })),
  subject: z
    .string({ error: contactMessages.subjectRequired })
    .trim()
    .min(1, { error: contactMessages.subjectRequired, abort: true })
    .pipe(z.enum(CONTACT_SUBJECTS, { error: contactMessages.subjectUnknown })),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, { error: contactMessages.messageRequired, abort: true })
    .max(MAX_CONTACT_MESSAGE_LENGTH, { error: contactMessages.messageTooLong }),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** The request as the server reads it: trimmed and checked. */
export type ContactSubmission = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ detail: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

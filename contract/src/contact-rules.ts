import { isEmailAddress } from "./email-address.js";

/**
 * The contact form's fields, rules and messages, free of zod (contact.ts builds the
 * request schema on them).
 */
export const CONTACT_SUBJECTS = ["Feedback", "Bug Report", "Partnership", "Other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
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

export type ContactField = "email" | "subject" | "message";

/** The message for a bad value of a contact field (judged trimmed), or null. */
export function contactFieldProblem(field: ContactField, raw: string): string | null {
  const value = raw.trim();
  switch (field) {
    case "email":
      if (!value) return contactMessages.emailRequired;
      return isEmailAddress(value) ? null : contactMessages.emailInvalid;
    case "subject":
      if (!value) return contactMessages.subjectRequired;
      return (CONTACT_SUBJECTS as readonly string[]).includes(value)
        ? null
        : contactMessages.subjectUnknown;
    case "message":
      if (!value) return contactMessages.messageRequired;
      return value.length > MAX_CONTACT_MESSAGE_LENGTH ? contactMessages.messageTooLong : null;
  }
}

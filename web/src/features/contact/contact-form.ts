import {
  CONTACT_SUBJECTS,
  type ContactRequest,
  type ContactResponse,
  contactMessages,
  MAX_CONTACT_MESSAGE_LENGTH,
} from "@bindery/contract";
import { ApiError, apiRequest } from "../../lib/api-client";
import { detailMessage, firstFieldMessage } from "../../lib/server-messages";

export const contactFields = ["email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** The server's own check is an address pattern; this one catches typos before sending. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's messages (section 5), and the server's for what it checks beyond them. */
export function validateContactField(field: ContactField, values: ContactValues): string | null {
  const value = values[field].trim();
  switch (field) {
    case "email":
      if (!value) return contactMessages.emailRequired;
      return EMAIL_SHAPE.test(value) ? null : contactMessages.emailInvalid;
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

/**
 * Guests and signed-in users use the same call; a signed-in user's bearer links the
 * message to the account (contract/src/contact.ts).
 */
export function sendContactMessage(body: ContactRequest, signedIn: boolean) {
  return apiRequest<ContactResponse>("/users/contactus/", { method: "POST", body, auth: signedIn });
}

/**
 * What the page says when sending failed: a field the server refused, the server's own
 * words when it asks the sender to wait, otherwise the spec's 'Something went wrong.
 * Please try again.'
 */
export function contactErrorMessage(error: unknown): string {
  const limited = error instanceof ApiError && error.status === 429;
  return (
    firstFieldMessage(error) ?? (limited ? detailMessage(error) : null) ?? contactMessages.failed
  );
}

import {
  type ContactField,
  type ContactRequest,
  contactFieldProblem,
  contactMessages,
  endpoints,
} from "@bindery/contract";
import { ApiError } from "../../lib/api-client";
import { callApi } from "../../lib/call-api";
import { detailMessage, firstFieldMessage } from "../../lib/server-messages";

export const contactFields = ["email", "subject", "message"] as const satisfies ContactField[];
export type ContactValues = Record<ContactField, string>;

export const validateContactField = (field: ContactField, values: ContactValues) =>
  contactFieldProblem(field, values[field]);

/**
 * Guests and signed-in users use the same call; a signed-in user's bearer links the
 * message to the account (contract/src/contact.ts).
 */
export function sendContactMessage(body: ContactRequest, signedIn: boolean) {
  return callApi(endpoints.sendContactMessage, { body, auth: signedIn });
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

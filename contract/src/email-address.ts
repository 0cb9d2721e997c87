/** Longest address a mail system accepts (RFC 5321's path limit less the brackets). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An address as sign-up and the contact form accept it: a local part without spaces,
 * quotes or brackets, then a domain of dot-separated labels ending in a letters-only
 * top-level name. No whitespace can pass, so an address is always safe in a mail header.
 */
const ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Whether a trimmed value is an e-mail address both the web and the server accept. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && ADDRESS.test(value);
}

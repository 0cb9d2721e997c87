/**
 * How long the signed URL of a private file (a user's own book, an uploaded theme) works.
 * Short, so a URL copied out of a session dies soon after it: every URL works at least
 * the minimum; its expiry is rounded up to the step, so the same URL (and the browser's
 * cached copy) serves a whole step; no URL works longer than minimum + step.
 */
export const SIGNED_URL_MIN_VALIDITY_SECONDS = 10 * 60;
export const SIGNED_URL_EXPIRY_STEP_SECONDS = 5 * 60;
export const SIGNED_URL_MAX_VALIDITY_SECONDS =
  SIGNED_URL_MIN_VALIDITY_SECONDS + SIGNED_URL_EXPIRY_STEP_SECONDS;

/**
 * How often a client holding signed URLs asks the API for fresh ones: the URLs it holds
 * then always have at least minimum - renewal left to load in.
 */
export const SIGNED_URL_RENEW_MS = SIGNED_URL_EXPIRY_STEP_SECONDS * 1000;

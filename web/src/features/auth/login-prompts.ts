import type { NextTarget } from "../../lib/views";

/** Why a guest was sent to log in, by the view (or page) they asked for. */
export const LOGIN_PROMPTS: Partial<Record<NextTarget, string>> = {
  "upload-book": "Please log in or sign up to upload books.",
  "upload-theme": "Please log in or sign up to upload themes.",
  dashboard: "Please log in or sign up to see your dashboard.",
  "my-books": "Please log in or sign up to see your books.",
  "/pricing": "Please log in or sign up to buy premium.",
};

import type { View } from "../../app/views";

/** Why a guest was sent to log in, by the view they asked for. */
export const LOGIN_PROMPTS: Partial<Record<View, string>> = {
  "upload-book": "Please log in or sign up to upload books.",
  "upload-theme": "Please log in or sign up to upload themes.",
  dashboard: "Please log in or sign up to see your dashboard.",
  "my-books": "Please log in or sign up to see your books.",
};

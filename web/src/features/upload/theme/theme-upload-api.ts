import { endpoints } from "@bindery/contract";
import { callApi } from "../../../lib/call-api";

export interface ThemeUpload {
  name: string;
  image: File;
  /** Sent only with has_audio 1. */
  audio: File | null;
}

/** The theme's files and name, as multipart. */
export function uploadTheme(upload: ThemeUpload) {
  const form = new FormData();
  form.set("title", upload.name);
  form.set("has_audio", upload.audio ? "1" : "0");
  form.set("image_file", upload.image);
  if (upload.audio) form.set("audio_file", upload.audio);
  return callApi(endpoints.createUserTheme, { body: form });
}

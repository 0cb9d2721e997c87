import type { ThemeUploadResponse } from "@bindery/contract";
import { apiRequest } from "../../../lib/api-client";

export interface ThemeUpload {
  name: string;
  image: File;
  /** Sent only with has_audio 1. */
  audio: File | null;
}

/** `POST api/v1/pdf_parser/user_themes/`, as multipart. */
export function uploadTheme(upload: ThemeUpload): Promise<ThemeUploadResponse> {
  const form = new FormData();
  form.set("title", upload.name);
  form.set("has_audio", upload.audio ? "1" : "0");
  form.set("image_file", upload.image);
  if (upload.audio) form.set("audio_file", upload.audio);
  return apiRequest("/pdf_parser/user_themes/", { method: "POST", body: form, auth: true });
}

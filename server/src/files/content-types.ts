/**
 * The types Bindery stores. Anything else is sent as an opaque download: an unexpected
 * file (an SVG with script, an HTML page) must never render on Bindery's origin.
 */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  pdf: "application/pdf",
};

export const OPAQUE_CONTENT_TYPE = "application/octet-stream";

export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? OPAQUE_CONTENT_TYPE;
}

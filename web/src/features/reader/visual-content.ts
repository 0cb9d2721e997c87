/**
 * A page's images as a list of addresses. The API answers a JSON array, but the spec
 * lets visual_content arrive as JSON text, as single-quoted JSON (a Python list printed as
 * text) or as plain text with addresses in it; every form gives the same list. Only web
 * and site-relative addresses are kept, so a stray `javascript:` never reaches an <img>.
 */
export function parseVisualContent(value: unknown): string[] {
  if (Array.isArray(value)) return keepUrls(value.filter((item) => typeof item === "string"));
  if (typeof value !== "string") return [];
  const text = value.trim();
  if (!text) return [];
  const json = parseJson(text);
  if (json !== undefined) return parseVisualContent(Array.isArray(json) ? json : [json]);
  if (text.startsWith("[")) return keepUrls(quotedStrings(text));
  return keepUrls(text.match(URL_IN_TEXT) ?? []);
}

const QUOTED = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;
/** http(s) addresses and site-relative paths, up to white space, quotes or a list's punctuation. */
const URL_IN_TEXT = /(?:https?:\/\/|\/(?!\/))[^\s'"<>,[\]]+/g;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function quotedStrings(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((match) =>
    (match[1] ?? match[2] ?? "").replace(/\\(.)/g, "$1"),
  );
}

function keepUrls(candidates: string[]): string[] {
  const urls = candidates.map((url) => url.trim()).filter(isImageAddress);
  return [...new Set(urls)];
}

function isImageAddress(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//");
  return /^https?:\/\/[^\s]+$/i.test(url);
}

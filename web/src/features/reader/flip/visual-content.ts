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

/**
 * The alternative text of each of `images` (parsed from `visualContent`): visual_alt's
 * entry at the image's place in a visual_content array, "" when there is none (the spec's
 * other forms of visual_content, or a server that sends no visual_alt).
 */
export function imageAlts(visualContent: unknown, visualAlt: unknown, images: string[]): string[] {
  const alts = Array.isArray(visualAlt) ? visualAlt : [];
  const places = Array.isArray(visualContent) ? visualContent : [];
  return images.map((url) => {
    const alt = alts[places.indexOf(url)];
    return typeof alt === "string" ? alt : "";
  });
}

/** A picture's name in the reader: its place, then its alternative text when it has one. */
export function pictureLabel(position: number, pageNumber: number, alt: string): string {
  const place = `Picture ${position + 1} of page ${pageNumber}`;
  return alt ? `${place}: ${alt}` : place;
}

/** What a picture's button says: "Enlarge picture 1 of page 3…". */
export function enlargeLabel(label: string): string {
  return `Enlarge ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** Which way a book's pages turn: "rtl" books open on the right and turn leftwards. */
export type ReadingDirection = "ltr" | "rtl";

/**
 * Languages written right to left, by primary subtag: Arabic, Hebrew, Persian, Urdu,
 * Yiddish, Pashto, Dhivehi, Sindhi, Uyghur, Central Kurdish, Syriac, and the withdrawn
 * codes old files still carry for Hebrew and Yiddish.
 */
const RTL_LANGUAGES = new Set([
  "ar",
  "he",
  "fa",
  "ur",
  "yi",
  "ps",
  "dv",
  "sd",
  "ug",
  "ckb",
  "syr",
  "iw",
  "ji",
]);

/**
 * A book's direction: what its file declared (a PDF's /Direction, an EPUB's
 * page-progression-direction) wins; otherwise its language's script decides, so a Hebrew
 * or Arabic book turns right to left even when its file says nothing.
 */
export function readingDirection(
  declared: string | null | undefined,
  language: string | null | undefined,
): ReadingDirection {
  if (declared === "rtl" || declared === "ltr") return declared;
  const primary = language?.split(/[-_]/)[0]?.toLowerCase() ?? "";
  return RTL_LANGUAGES.has(primary) ? "rtl" : "ltr";
}

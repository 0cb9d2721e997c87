/**
 * Search words marked in a page's text. The words are plain text from the search answer
 * and are matched whole and case-insensitively; the text stays text (React escapes it),
 * only split around the matches, each wrapped in <mark>.
 */
export interface TextPart {
  text: string;
  marked: boolean;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern matching any of `words` where it stands as a whole word, or null for none. */
export function wordPattern(words: readonly string[]): RegExp | null {
  const distinct = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
  if (distinct.length === 0) return null;
  // Longest first, so "keeper" is not marked as "keep" + "er".
  distinct.sort((a, b) => b.length - a.length);
  const alternatives = distinct.map(escapeRegExp).join("|");
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "giu");
}

export function splitMarked(text: string, pattern: RegExp | null): TextPart[] {
  if (!pattern) return [{ text, marked: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), marked: false });
    parts.push({ text: match[0], marked: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}

export function MarkedText({ parts }: { parts: TextPart[] }) {
  return parts.map((part, position) =>
    part.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text have only their place.
      <mark key={position} className="search-mark">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

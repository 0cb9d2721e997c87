import { scriptLanguage } from "../text/language.js";

/**
 * Frequent short words of the Latin-script languages most public-domain books are in:
 * a book's commonest words tell its language well enough when its file does not.
 */
const FUNCTION_WORDS: Record<string, string[]> = {
  en: ["the", "and", "of", "to", "was", "he", "that", "it", "his", "with"],
  es: ["que", "de", "el", "la", "y", "los", "se", "del", "las", "con"],
  fr: ["le", "les", "et", "des", "est", "il", "une", "dans", "qui", "pas"],
  de: ["der", "die", "und", "das", "ist", "nicht", "sich", "mit", "den", "ein"],
  it: ["il", "che", "di", "non", "per", "una", "della", "gli", "si", "con"],
  pt: ["que", "não", "uma", "os", "do", "da", "em", "para", "com", "mais"],
  nl: ["het", "een", "van", "en", "niet", "zijn", "dat", "op", "ik", "te"],
};

/** The language of a text sample: by its script, else by its commonest words; null when unsure. */
export function guessLanguage(sample: string): string | null {
  const byScript = scriptLanguage(sample);
  if (byScript) return byScript;
  const counts = new Map<string, number>();
  for (const word of sample.toLowerCase().match(/\p{L}+/gu) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestScore = 0;
  let total = 0;
  for (const [language, words] of Object.entries(FUNCTION_WORDS)) {
    const score = words.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0);
    total += score;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return bestScore > 20 && bestScore > total * 0.3 ? best : null;
}

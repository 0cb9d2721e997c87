import type { TextLine } from "./text-line.js";

const SCRIPTS: Array<{ language: string; pattern: RegExp }> = [
  { language: "ja", pattern: /[\u3041-\u30FF]/u },
  { language: "ko", pattern: /[\uAC00-\uD7A3]/u },
  { language: "zh", pattern: /[\u4E00-\u9FFF]/u },
  { language: "ar", pattern: /[\u0600-\u06FF]/u },
  { language: "he", pattern: /[\u0590-\u05FF]/u },
];
const ANY_SCRIPT = new RegExp(SCRIPTS.map(({ pattern }) => pattern.source).join("|"), "u");
const LETTERS = /\p{L}/gu;

/** Enough of a book's text to tell its language by its commonest words. */
const SAMPLE_CHARS = 20_000;

/**
 * The book's language: the PDF's own declaration, unless its text is plainly in a script
 * that declaration cannot be written in (Word often declares "en" for Hebrew text). Most
 * PDFs declare none: then it is the script's language, or, for Latin-script text, the one
 * its commonest words tell on the first pages (see wordsLanguage).
 */
export class LanguageGuess {
  private readonly scripts = new ScriptCount();
  private sample = "";
  /** What the commonest words told; undefined until they tell, or never will. */
  private byWords: string | null | undefined;

  learn(lines: ReadonlyArray<Pick<TextLine, "text">>): void {
    this.scripts.learn(lines);
    if (this.byWords === undefined) this.learnWords(lines);
  }

  language(declared: string | null): string | null {
    const detected = this.scripts.language();
    if (detected && !declared?.toLowerCase().startsWith(detected)) return detected;
    return declared ?? this.byWords ?? null;
  }

  private learnWords(lines: ReadonlyArray<Pick<TextLine, "text">>): void {
    for (const line of lines) this.sample += ` ${line.text}`;
    const guess = wordsLanguage(this.sample);
    if (guess) this.byWords = guess;
    // Text that has not shown its language by now will not: a list, a table, a form.
    else if (this.sample.length >= SAMPLE_CHARS) this.byWords = null;
    if (this.byWords !== undefined) this.sample = "";
  }
}

/** The letters of text, counted by the scripts that tell a language (SCRIPTS). */
class ScriptCount {
  private readonly counts = new Map<string, number>();
  private letters = 0;

  learn(lines: ReadonlyArray<Pick<TextLine, "text">>): void {
    for (const line of lines) {
      const letters = line.text.match(LETTERS);
      if (!letters) continue;
      this.letters += letters.length;
      // Most lines have no letter of these scripts: they are told by one search, not per letter.
      if (!ANY_SCRIPT.test(line.text)) continue;
      for (const char of letters) {
        const script = SCRIPTS.find(({ pattern }) => pattern.test(char));
        if (script) this.counts.set(script.language, (this.counts.get(script.language) ?? 0) + 1);
      }
    }
  }

  /** The language of the script most letters are in, when they are enough of the text. */
  language(): string | null {
    const [best, count] = [...this.counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    // Japanese mixes kana with kanji: any real share of kana makes Han text Japanese.
    const kana = this.counts.get("ja") ?? 0;
    return kana > this.letters * 0.05 ? "ja" : count > this.letters * 0.3 ? best : null;
  }
}

/** The language a text's script alone tells (CJK, Arabic, Hebrew), or null. */
export function scriptLanguage(text: string): string | null {
  const scripts = new ScriptCount();
  scripts.learn([{ text }]);
  return scripts.language();
}

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

/** How many of a language's function words its text uses, at least. */
const MIN_WORDS_USED = 4;

/** The language of a text sample: by its script, else by its commonest words; null when unsure. */
export function guessLanguage(sample: string): string | null {
  return scriptLanguage(sample) ?? wordsLanguage(sample);
}

/** The Latin-script language (FUNCTION_WORDS) a text's commonest words tell; null when unsure. */
function wordsLanguage(sample: string): string | null {
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
    // A text in the language uses several of its function words; lorem ipsum, which is
    // Latin, shares only two of them with French ("et", "est") and so is no language.
    const used = words.filter((word) => counts.has(word)).length;
    if (used >= MIN_WORDS_USED && score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return bestScore > 20 && bestScore > total * 0.3 ? best : null;
}

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

/**
 * The book's language: the PDF's own declaration, unless its text is plainly in a script
 * that declaration cannot be written in (Word often declares "en" for Hebrew text).
 * Scripts tell little about Latin-script languages, so those rely on the declaration.
 */
export class LanguageGuess {
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

  language(declared: string | null): string | null {
    const [best, count] = [...this.counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    // Japanese mixes kana with kanji: any real share of kana makes Han text Japanese.
    const kana = this.counts.get("ja") ?? 0;
    const detected = kana > this.letters * 0.05 ? "ja" : count > this.letters * 0.3 ? best : null;
    if (detected && !declared?.toLowerCase().startsWith(detected)) return detected;
    return declared;
  }
}

/** The language a text's script alone tells (CJK, Arabic, Hebrew), or null. */
export function scriptLanguage(text: string): string | null {
  const guess = new LanguageGuess();
  guess.learn([{ text }]);
  return guess.language(null);
}

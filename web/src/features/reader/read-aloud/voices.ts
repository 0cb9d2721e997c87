import { readAloudLanguageKey } from "@bindery/contract";

/** What the engine needs of a voice (SpeechSynthesisVoice has it). */
export interface VoiceLike {
  voiceURI: string;
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

/**
 * The voices that speak the book's language (its primary subtag: an "en" book is read by
 * en-GB and en-US voices), the best first: the book's own region, the browser's default,
 * voices on the device (they work offline and send word boundaries) before online ones.
 * A book without a language is offered every voice.
 */
export function voicesFor<V extends VoiceLike>(voices: readonly V[], language: string | null): V[] {
  if (!language) return [...voices];
  const key = readAloudLanguageKey(language);
  const wanted = language.toLowerCase().replace("_", "-");
  const score = (voice: V) => {
    const lang = voice.lang.toLowerCase().replace("_", "-");
    return (lang === wanted ? 4 : 0) + (voice.default ? 2 : 0) + (voice.localService ? 1 : 0);
  };
  return voices
    .filter((voice) => readAloudLanguageKey(voice.lang) === key)
    .sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name));
}

/** The voice to read with: the one the reader chose for this language, else the best. */
export function chooseVoice<V extends VoiceLike>(
  voices: readonly V[],
  language: string | null,
  chosen: Record<string, string>,
): V | null {
  const offered = voicesFor(voices, language);
  const saved = language ? chosen[readAloudLanguageKey(language)] : undefined;
  return offered.find((voice) => voice.voiceURI === saved) ?? offered[0] ?? null;
}

/** Why read aloud cannot start, in words for the reader; null when it can. */
export function unavailableReason(
  supported: boolean,
  voices: readonly VoiceLike[],
  language: string | null,
): string | null {
  if (!supported) return "Read aloud is unavailable: this browser cannot speak text.";
  if (voices.length === 0)
    return "Read aloud is unavailable: this browser has no voices installed. Add a text-to-speech voice in your device's settings, or try another browser.";
  if (voicesFor(voices, language).length === 0) {
    const name = languageName(language);
    return `Read aloud is unavailable: this browser has no voice for ${name}. Add one in your device's text-to-speech settings.`;
  }
  return null;
}

function languageName(language: string | null): string {
  if (!language) return "this book's language";
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language;
  } catch {
    return language;
  }
}

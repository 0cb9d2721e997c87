import { describe, expect, it } from "vitest";
import { chooseVoice, unavailableReason, type VoiceLike, voicesFor } from "./voices";

const voice = (name: string, lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  voiceURI: `uri-${name}`,
  name,
  lang,
  localService: false,
  default: false,
  ...extra,
});

const voices = [
  voice("Online US", "en-US"),
  voice("Device GB", "en_GB", { localService: true }),
  voice("Device US", "en-US", { localService: true }),
  voice("Thomas", "fr-FR", { localService: true, default: true }),
];

describe("the voices offered for a book", () => {
  it("are those of its language, its own region and the device's first", () => {
    expect(voicesFor(voices, "en-GB").map((v) => v.name)).toEqual([
      "Device GB",
      "Device US",
      "Online US",
    ]);
    expect(voicesFor(voices, "fr").map((v) => v.name)).toEqual(["Thomas"]);
    // A book without a language is offered every voice.
    expect(voicesFor(voices, null)).toHaveLength(voices.length);
  });

  it("read with the one the reader chose for the language, else the best", () => {
    expect(chooseVoice(voices, "en", {})?.name).toBe("Device GB");
    expect(chooseVoice(voices, "en-US", { en: "uri-Online US" })?.name).toBe("Online US");
    // A choice for another language, or a voice gone from the device, is not used.
    expect(chooseVoice(voices, "en", { fr: "uri-Online US" })?.name).toBe("Device GB");
    expect(chooseVoice(voices, "en", { en: "uri-gone" })?.name).toBe("Device GB");
    expect(chooseVoice(voices, "de", {})).toBeNull();
  });

  it("say why reading cannot start", () => {
    expect(unavailableReason(true, voices, "en")).toBeNull();
    expect(unavailableReason(false, [], "en")).toMatch(/cannot speak text/);
    expect(unavailableReason(true, [], "en")).toMatch(/no voices installed/);
    expect(unavailableReason(true, voices, "de")).toMatch(/no voice for German/);
  });
});

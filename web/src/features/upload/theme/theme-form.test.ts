import { themeUploadMessages } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { checkThemeForm, isPremiumRefusal, themeUploadProblem } from "./theme-form";

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });
const picture = file("desk.jpg", "image/jpeg");
const sound = file("rain.mp3", "audio/mpeg");

describe("checking the theme form", () => {
  it("accepts a name and an image, and the audio file when has audio is yes", () => {
    expect(
      checkThemeForm({ name: "Desk", image: picture, hasAudio: false, audio: null }),
    ).toBeNull();
    expect(
      checkThemeForm({ name: "Desk", image: picture, hasAudio: true, audio: sound }),
    ).toBeNull();
  });

  it("asks for every missing field with the spec's one message", () => {
    expect(checkThemeForm({ name: " ", image: null, hasAudio: true, audio: null })).toEqual({
      summary: themeUploadMessages.required,
      fields: {
        name: themeUploadMessages.required,
        image: themeUploadMessages.required,
        audio: themeUploadMessages.required,
      },
      detail: null,
    });
    // No audio needed when has audio is no, whatever file is chosen.
    expect(
      checkThemeForm({ name: "Desk", image: picture, hasAudio: false, audio: null }),
    ).toBeNull();
  });

  it("refuses what it can tell is wrong before a long upload", () => {
    const svg = file("drawing.svg", "image/svg+xml");
    expect(checkThemeForm({ name: "Desk", image: svg, hasAudio: false, audio: null })).toEqual({
      summary: themeUploadMessages.failed,
      fields: { image: themeUploadMessages.notImage },
      detail: null,
    });
    const huge = file("huge.png", "image/png", 16 * 1024 * 1024);
    expect(
      checkThemeForm({ name: "Desk", image: huge, hasAudio: false, audio: null })?.fields.image,
    ).toBe(themeUploadMessages.imageTooBig(15));
  });
});

describe("a refused upload", () => {
  it("shows the spec's failure message with the server's reasons", () => {
    const fields = new ApiError(400, { image_file: [themeUploadMessages.notImage] });
    expect(themeUploadProblem(fields)).toEqual({
      summary: themeUploadMessages.failed,
      fields: { image: themeUploadMessages.notImage },
      detail: null,
    });
    const tooBig = new ApiError(413, { detail: themeUploadMessages.audioTooBig(20) });
    expect(themeUploadProblem(tooBig).detail).toBe(themeUploadMessages.audioTooBig(20));
    expect(themeUploadProblem(new ApiError(0, null))).toEqual({
      summary: themeUploadMessages.failed,
      fields: {},
      detail: null,
    });
  });

  it("recognises the server's premium-only refusal", () => {
    expect(isPremiumRefusal(new ApiError(403, { detail: themeUploadMessages.premiumOnly }))).toBe(
      true,
    );
    expect(isPremiumRefusal(new ApiError(403, { detail: "Something else." }))).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../test/fake-api";
import { regionFromLanguage, resolveRegion } from "./price-region";

describe("the price region", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("falls back to the browser language: US English is the US, anything else India", () => {
    expect(regionFromLanguage("en-US")).toBe("US");
    expect(regionFromLanguage("en-us")).toBe("US");
    for (const language of ["en-GB", "en", "hi-IN", "fr-FR", "es-US", "", undefined]) {
      expect(regionFromLanguage(language), String(language)).toBe("IN");
    }
  });

  it("takes the server's geolocation when it has one", async () => {
    const calls = fakeFetch(() => json(200, { region: "DE" }));
    expect(await resolveRegion("hi-IN")).toBe("DE");
    expect(calls[0]?.url).toBe("/api/v1/users/region/");
  });

  it("uses the language when geolocation has no answer or fails", async () => {
    fakeFetch(() => json(200, { region: null }));
    expect(await resolveRegion("en-US")).toBe("US");
    fakeFetch(() => json(502, { detail: "Bad gateway" }));
    expect(await resolveRegion("en-US")).toBe("US");
    expect(await resolveRegion("ta-IN")).toBe("IN");
  });
});

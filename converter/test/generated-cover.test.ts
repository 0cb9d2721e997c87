import { describe, expect, it } from "vitest";
import { fitTitle } from "../src/cover/generated-cover.js";

describe("generated cover titles", () => {
  it("sets a long single word smaller rather than breaking it", () => {
    const { lines } = fitTitle("Metamorphosis");
    expect(lines.map((line) => line.trim())).toEqual(["Metamorphosis"]);
  });

  it("keeps a hyphenated title's words whole", () => {
    const { lines } = fitTitle("Moby-Dick; or, the Whale");
    expect(lines.join(" ").split(/\s+/)).toContain("Moby-Dick;");
  });

  it("keeps short titles at the largest size", () => {
    expect(fitTitle("Emma").size).toBe(44);
  });
});

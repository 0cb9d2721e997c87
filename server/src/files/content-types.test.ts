import { describe, expect, it } from "vitest";
import { contentTypeOf, OPAQUE_CONTENT_TYPE } from "./content-types.js";

describe("contentTypeOf", () => {
  it("names every type Bindery stores, whatever the extension's case", () => {
    expect(contentTypeOf("books/b/p.webp")).toBe("image/webp");
    expect(contentTypeOf("books/b/p.PNG")).toBe("image/png");
    expect(contentTypeOf("books/b/p.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("books/b/p.jpeg")).toBe("image/jpeg");
    expect(contentTypeOf("themes/builtin/t/sound-1.mp3")).toBe("audio/mpeg");
    expect(contentTypeOf("themes/custom/u/a.ogg")).toBe("audio/ogg");
    expect(contentTypeOf("themes/custom/u/a.wav")).toBe("audio/wav");
    expect(contentTypeOf("uploads/t.pdf")).toBe("application/pdf");
  });

  it("treats anything else as an opaque download", () => {
    for (const key of ["a/b.svg", "a/b.html", "a/b", "a/b.webp.js"]) {
      expect(contentTypeOf(key)).toBe(OPAQUE_CONTENT_TYPE);
    }
  });
});

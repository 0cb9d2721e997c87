import { describe, expect, it } from "vitest";
import { plainText } from "./italics.js";
import {
  cleanLinkTarget,
  editorLinks,
  joinLinkTargets,
  linkedRuns,
  linksFromEditor,
  linkTarget,
  pageTarget,
  safeExternalHref,
  sliceLinks,
  splitLinkTargets,
} from "./links.js";
import {
  LINK_END as E,
  ITALIC_END as IE,
  ITALIC_START as IS,
  LINK_START as S,
  LINK_TARGET_END as T,
} from "./typography.js";

describe("links in page text", () => {
  it("keeps http, https and mailto addresses and drops every other scheme", () => {
    expect(safeExternalHref("http://free-culture.org/get-it")).toBe(
      "http://free-culture.org/get-it",
    );
    expect(safeExternalHref("https://example.org/a b")).toBe("https://example.org/a%20b");
    expect(safeExternalHref("mailto:someone@example.org")).toBe("mailto:someone@example.org");
    expect(safeExternalHref("javascript:alert(1)")).toBeNull();
    expect(safeExternalHref("JavaScript:alert(1)")).toBeNull();
    expect(safeExternalHref(" javascript:alert(1)")).toBeNull();
    expect(safeExternalHref("file:///etc/passwd")).toBeNull();
    expect(safeExternalHref("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(safeExternalHref("/relative/path")).toBeNull();
    expect(safeExternalHref("http://")).toBeNull();
    expect(linkTarget("#page=12")).toEqual({ page: 12, block: 0 });
    expect(linkTarget("#page=-1")).toBeNull();
  });

  it("reads and writes a place inside a page: a paragraph after its top", () => {
    expect(linkTarget("#page=12&block=3")).toEqual({ page: 12, block: 3 });
    expect(pageTarget(12, 3)).toBe("#page=12&block=3");
    // The top of a page is the page itself: one way to write it.
    expect(pageTarget(12, 0)).toBe("#page=12");
    expect(cleanLinkTarget("#page=12&block=0")).toBe("#page=12");
    expect(linkTarget("#page=12&block=-1")).toBeNull();
    expect(linkTarget("#page=12&block=")).toBeNull();
    expect(linkTarget("#page=12&block=3&x=1")).toBeNull();
    expect(cleanLinkTarget("vbscript:msgbox")).toBeNull();
  });

  it("joins stored targets into the text, dropping links no reader may follow", () => {
    const stored = `See ${S}chapter 2${E}, ${S}the site${E} and ${S}this${E}.`;
    const joined = joinLinkTargets(stored, ["#page=4", "https://example.org/", "javascript:x()"]);
    expect(joined).toBe(
      `See ${S}#page=4${T}chapter 2${E}, ${S}https://example.org/${T}the site${E} and this.`,
    );
    expect(linkedRuns(joined)).toEqual([
      { text: "See ", italic: false, link: null },
      { text: "chapter 2", italic: false, link: "#page=4" },
      { text: ", ", italic: false, link: null },
      { text: "the site", italic: false, link: "https://example.org/" },
      { text: " and this.", italic: false, link: null },
    ]);
    expect(plainText(joined)).toBe("See chapter 2, the site and this.");
    expect(plainText(stored)).toBe("See chapter 2, the site and this.");
    expect(splitLinkTargets(joined)).toEqual({
      content: `See ${S}chapter 2${E}, ${S}the site${E} and this.`,
      links: ["#page=4", "https://example.org/"],
    });
  });

  it("opens a link split between pages again on the next one", () => {
    const text = `one ${S}#page=3${T}two three${E} four`;
    const cut = text.indexOf("three");
    expect(sliceLinks(text, 0, cut - 1)).toBe(`one ${S}#page=3${T}two${E}`);
    expect(sliceLinks(text, cut, text.length)).toBe(`${S}#page=3${T}three${E} four`);
  });

  it("shows links in the page editor as [words](target) and reads them back", () => {
    const joined = `Go to ${S}#page=2${T}${IS}the start${IE}${E} or ${S}mailto:a@b.org${T}write${E}.`;
    const edited = editorLinks(joined);
    expect(edited).toBe(`Go to [${IS}the start${IE}](#page=2) or [write](mailto:a@b.org).`);
    expect(splitLinkTargets(linksFromEditor(edited))).toEqual(splitLinkTargets(joined));
    // A target no reader may follow stays text, brackets and all.
    expect(linksFromEditor("[x](javascript:alert(1))")).toBe("[x](javascript:alert(1))");
    expect(splitLinkTargets(linksFromEditor("[x](file:///etc)")).links).toEqual([]);
  });
});

import { HEADING_MARKER } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { MATCH_END, MATCH_START, snippetOf } from "./search-snippet.js";
import { fts5Query, searchWords, tsqueryText } from "./search-words.js";

const mark = (word: string) => `${MATCH_START}${word}${MATCH_END}`;

describe("search words", () => {
  it("keeps letters and digits only, the last word a prefix while it is being typed", () => {
    expect(searchWords('"Near" (the) mill*')).toEqual({
      terms: [["Near"], ["the"], ["mill"]],
      prefixLast: false,
    });
    expect(searchWords("état rivi")).toEqual({ terms: [["état"], ["rivi"]], prefixLast: true });
    expect(searchWords("a b")).toEqual({ terms: [["a"], ["b"]], prefixLast: false });
    expect(searchWords("--- ***").terms).toEqual([]);
  });

  it("keeps words joined by a hyphen or an apostrophe together, and other dashes apart", () => {
    expect(searchWords("stop-the-world pause").terms).toEqual([
      ["stop", "the", "world"],
      ["pause"],
    ]);
    expect(searchWords("miller\u2019s don't").terms).toEqual([
      ["miller", "s"],
      ["don", "t"],
    ]);
    expect(searchWords("-harbour lantern-- 1914\u20131918 a--b").terms).toEqual([
      ["harbour"],
      ["lantern"],
      ["1914"],
      ["1918"],
      ["a"],
      ["b"],
    ]);
  });

  it("reads sixteen words at most, phrases counted by their words", () => {
    const query = `${"x-".repeat(10)}y ${Array.from({ length: 10 }, (_, i) => `w${i}`).join(" ")}`;
    const { terms } = searchWords(query);
    expect(terms.flat()).toHaveLength(16);
    expect(terms[0]).toHaveLength(11);
  });

  it("quotes every word for FTS5 and joins them for to_tsquery", () => {
    const words = searchWords("OR lantern");
    expect(fts5Query('a"b', words)).toBe('book_id : "a""b" AND page_content : ("OR" "lantern"*)');
    expect(tsqueryText(words)).toBe("OR & lantern:*");
  });

  it("asks both databases for joined words side by side, the last one as a prefix", () => {
    const words = searchWords("pause stop-the-wor");
    expect(fts5Query("b", words)).toBe(
      'book_id : "b" AND page_content : ("pause" "stop" + "the" + "wor"*)',
    );
    expect(tsqueryText(words)).toBe("pause & stop <-> the <-> wor:*");
  });
});

describe("search snippets", () => {
  it("cuts long pages around the first match at word boundaries, with offsets", () => {
    const before = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const after = Array.from({ length: 40 }, (_, i) => `tail${i}`).join(" ");
    const page = `${HEADING_MARKER}Title\n\n${before} the ${mark("Lantern")} glowed ${mark("lanterns")} ${after}`;
    const { snippet, highlights, words } = snippetOf(page);
    expect(snippet.startsWith("…word")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThan(200);
    expect(highlights.map(([from, to]) => snippet.slice(from, to))).toEqual([
      "Lantern",
      "lanterns",
    ]);
    expect(words).toEqual(["Lantern", "lanterns"]);
    // Whole words only at both ends.
    expect(snippet.slice(1).split(" ")[0]).toMatch(/^word\d+$/);
    expect(snippet.slice(0, -1).split(" ").at(-1)).toMatch(/^tail\d+$/);
  });

  it("marks a compound whole when a database marks its words apart", () => {
    const page = `A ${mark("stop")}-the-${mark("world")} pause; ${mark("stop")} the ${mark("world")}.`;
    const { snippet, highlights, words } = snippetOf(page);
    expect(highlights.map(([from, to]) => snippet.slice(from, to))).toEqual([
      "stop-the-world",
      "stop",
      "world",
    ]);
    expect(words).toEqual(["stop-the-world", "stop", "world"]);
  });

  it("shows a short page whole, without heading markers or paragraph breaks", () => {
    const page = `${HEADING_MARKER}${mark("Willow")} Lane\n\nThe ${mark("willow")} bent.`;
    expect(snippetOf(page)).toEqual({
      snippet: "Willow Lane The willow bent.",
      highlights: [
        [0, 6],
        [16, 22],
      ],
      words: ["Willow", "willow"],
      block: 0,
    });
  });

  it("names the paragraph of the first match, where the reader opens the page", () => {
    const page = `${HEADING_MARKER}Lane\n\nA first paragraph.\n\nThe ${mark("willow")} bent; the ${mark("willow")} broke.`;
    expect(snippetOf(page).block).toBe(2);
    expect(snippetOf(`No match here.\n\n${mark("Willow")} first.`).block).toBe(1);
    expect(snippetOf(`${mark("Willow")} at the top.\n\nMore.`).block).toBe(0);
  });
});

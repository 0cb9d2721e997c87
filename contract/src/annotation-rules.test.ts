import { describe, expect, it } from "vitest";
import {
  type Annotation,
  anchorQuote,
  anchorText,
  annotationsMarkdown,
  quoteOf,
} from "./annotation-rules.js";
import { ITALIC_END, ITALIC_START } from "./typography.js";

describe("anchoring a highlight by its quote", () => {
  it("reads a page as its paragraphs in plain text, one per line", () => {
    const page = `# Chapter One\n\nIt was ${ITALIC_START}cold${ITALIC_END}.\n\nThe end.`;
    expect(anchorText(page)).toBe("Chapter One\nIt was cold.\nThe end.");
  });

  it("finds the occurrence whose surroundings match, and null when the words are gone", () => {
    const text = "a cold day. Then again a cold night.";
    const second = quoteOf(text, text.lastIndexOf("cold"), text.lastIndexOf("cold") + 4);
    expect(second).toEqual({
      exact: "cold",
      prefix: "a cold day. Then again a ",
      suffix: " night.",
    });
    expect(anchorQuote(text, second)).toEqual({ start: 25, end: 29 });
    // Text added before both: still the second.
    const edited = `Preface. ${text}`;
    expect(anchorQuote(edited, second)).toEqual({ start: 34, end: 38 });
    expect(anchorQuote("a warm day", second)).toBeNull();
  });
});

describe("annotationsMarkdown", () => {
  const base = {
    book_id: "b1",
    quote: null,
    color: null,
    note: null,
    detached: false,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    deleted_at: null,
  };
  it("lists quotes and bookmarks by page with notes and links, leaving deletions out", () => {
    const annotations: Annotation[] = [
      {
        ...base,
        id: "h2",
        kind: "highlight",
        page: 4,
        quote: { exact: "two\nlines", prefix: "", suffix: "" },
        color: "blue",
        note: "Mine.",
      },
      { ...base, id: "b", kind: "bookmark", page: 0 },
      { ...base, id: "gone", kind: "bookmark", page: 1, deleted_at: "2026-01-02T00:00:00.000Z" },
    ];
    const md = annotationsMarkdown(
      { id: "b1", title: "Title", author: "Author" },
      annotations,
      "https://x.test",
    );
    expect(md).toBe(
      [
        "# Title",
        "",
        "*Author*",
        "",
        "## Bookmark, [Page 1](https://x.test/read_book/b1?page=1#hl=b)",
        "",
        "## [Page 5](https://x.test/read_book/b1?page=5#hl=h2)",
        "",
        "> two",
        "> lines",
        "",
        "Mine.",
        "",
      ].join("\n"),
    );
  });
});

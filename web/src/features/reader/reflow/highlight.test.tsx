import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { highlighted } from "./highlight";

const html = (text: string, words?: string[]) =>
  renderToStaticMarkup(<p>{highlighted(text, words)}</p>);

describe("highlighted", () => {
  it("marks every occurrence of the words, in any case", () => {
    expect(html("Liberty and liberty.", ["LIBERTY"])).toBe(
      "<p><mark>Liberty</mark> and <mark>liberty</mark>.</p>",
    );
  });

  it("leaves text without the words, or without words, as it is, and escapes it", () => {
    expect(html("<b>plain</b>", ["free"])).toBe("<p>&lt;b&gt;plain&lt;/b&gt;</p>");
    expect(html("plain", [" "])).toBe("<p>plain</p>");
    expect(html("a (b) c", ["(b)"])).toBe("<p>a <mark>(b)</mark> c</p>");
  });
});

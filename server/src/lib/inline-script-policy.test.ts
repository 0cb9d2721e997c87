import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allowScripts, inlineScriptSources } from "./inline-script-policy.js";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline scripts in a page's policy", () => {
  it("lists a source for each inline script, not for scripts loaded from a file", () => {
    const html =
      '<head><script>mark()</script><script type="module" src="/static/js/a.js"></script></head>' +
      "<body><script>load()</script></body>";
    expect(inlineScriptSources(html)).toEqual([sha256("mark()"), sha256("load()")]);
  });

  it("adds them to script-src, or to a script-src made from default-src", () => {
    const sources = [sha256("mark()")];
    expect(allowScripts("default-src 'self';script-src 'self';object-src 'none'", sources)).toBe(
      `default-src 'self';script-src 'self' ${sources[0]};object-src 'none'`,
    );
    expect(allowScripts("default-src 'self' https://cdn.example", sources)).toBe(
      `default-src 'self' https://cdn.example;script-src 'self' https://cdn.example ${sources[0]}`,
    );
    expect(allowScripts("default-src 'self'", [])).toBe("default-src 'self'");
  });
});

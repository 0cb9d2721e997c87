import { describe, expect, it } from "vitest";
import { singleLine, toMailOptions } from "./mail-options.js";

describe("mail header values", () => {
  it("turns every kind of line break into a space", () => {
    expect(singleLine("a\r\nBcc: b@c.d")).toBe("a Bcc: b@c.d");
    expect(singleLine("a\rb\nc\u2028d\u2029e\u0085f")).toBe("a b c d e f");
    expect(singleLine("  tidy  ")).toBe("tidy");
  });

  it("makes every header of a message single-line, and leaves the body alone", () => {
    const options = toMailOptions({
      from: { name: "Bin\r\ndery", address: "no-reply@example.com" },
      to: "op@example.com\r\nBcc: x@example.com",
      replyTo: "ada@example.com\nCc: y@example.com",
      subject: "Hi\r\nX-Injected: 1",
      text: "line one\r\nline two",
    });
    expect(options).toEqual({
      from: { name: "Bin dery", address: "no-reply@example.com" },
      to: "op@example.com Bcc: x@example.com",
      replyTo: "ada@example.com Cc: y@example.com",
      subject: "Hi X-Injected: 1",
      text: "line one\r\nline two",
    });
  });

  it("leaves out To and Reply-To when there are none", () => {
    const options = toMailOptions({ from: "a@example.com", subject: "s", text: "t" });
    expect(Object.keys(options).sort()).toEqual(["from", "subject", "text"]);
  });
});

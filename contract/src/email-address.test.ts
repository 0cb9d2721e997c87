import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address.js";

describe("isEmailAddress", () => {
  it("accepts ordinary addresses", () => {
    expect(isEmailAddress("ada@example.com")).toBe(true);
    expect(isEmailAddress("a.b+tag@mail.example.co.uk")).toBe(true);
  });

  it("refuses what is not an address or could break a mail header", () => {
    for (const value of ["ada", "ada@", "@example.com", "ada@example", "a b@example.com"]) {
      expect(isEmailAddress(value), value).toBe(false);
    }
    expect(isEmailAddress("ada@example.com\r\nBcc:victim@example.com")).toBe(false);
    expect(isEmailAddress(`${"a".repeat(250)}@example.com`)).toBe(false);
  });
});

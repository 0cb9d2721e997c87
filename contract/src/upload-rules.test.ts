import { describe, expect, it } from "vitest";
import {
  hasPdfSignature,
  PDF_SIGNATURE_WINDOW,
  uploadMessages,
  uploadTitleProblem,
} from "./upload-rules.js";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("hasPdfSignature", () => {
  it("finds the signature at the start or after junk inside the window", () => {
    expect(hasPdfSignature(bytes("%PDF-1.7\n"))).toBe(true);
    expect(hasPdfSignature(bytes(`${" ".repeat(PDF_SIGNATURE_WINDOW - 5)}%PDF-`))).toBe(true);
  });

  it("refuses other files and a signature that ends past the window", () => {
    expect(hasPdfSignature(bytes("hello, not a pdf"))).toBe(false);
    expect(hasPdfSignature(bytes("%PDF"))).toBe(false);
    expect(hasPdfSignature(bytes(`${" ".repeat(PDF_SIGNATURE_WINDOW - 4)}%PDF-`))).toBe(false);
  });
});

describe("uploadTitleProblem", () => {
  it("asks for a title and bounds its length", () => {
    expect(uploadTitleProblem("   ")).toBe("Please enter title!");
    expect(uploadTitleProblem("x".repeat(201))).toBe(
      "The title must not be more than 200 characters.",
    );
    expect(uploadTitleProblem("  Emma  ")).toBeNull();
  });
});

describe("the free limit's refusal", () => {
  it("keeps the product's words at the default limit and counts one book as one", () => {
    expect(uploadMessages.freeLimit(4)).toBe(
      "You've reached your free upload limit (4 books). Upgrade to enjoy unlimited uploads.",
    );
    expect(uploadMessages.freeLimit(1)).toContain("(1 book)");
  });
});

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readPdfTitle } from "./pdf-title";

/** A PDF's bytes as a File, the way the picker hands it over. */
const pdf = (text: string | Uint8Array, name = "book.pdf") =>
  new File([new Uint8Array(typeof text === "string" ? Buffer.from(text, "latin1") : text)], name);

/** A minimal PDF whose trailer names `info` as its document information dictionary. */
const withInfo = (info: string) =>
  pdf(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n7 0 obj\n<< /Title (Chapter One) >>\nendobj\n` +
      `4 0 obj\n${info}\nendobj\ntrailer\n<< /Root 1 0 R /Info 4 0 R >>\n%%EOF\n`,
  );

describe("reading a PDF's title in the browser", () => {
  it("reads the title of the object the trailer names, not a bookmark's", async () => {
    expect(await readPdfTitle(withInfo("<< /Author (Ann) /Title (Free Culture) >>"))).toBe(
      "Free Culture",
    );
  });

  it("decodes escapes, UTF-16 hex strings and windows-1252 accents", async () => {
    expect(await readPdfTitle(withInfo("<< /Title (Moby\\055Dick \\(1851\\)) >>"))).toBe(
      "Moby-Dick (1851)",
    );
    const utf16 = Buffer.from("\ufeffDu Côté de Chez Swann", "utf16le").swap16().toString("hex");
    expect(await readPdfTitle(withInfo(`<< /Title <${utf16}> >>`))).toBe("Du Côté de Chez Swann");
    expect(await readPdfTitle(withInfo("<< /Title (Caf\\351) >>"))).toBe("Café");
  });

  it("falls back to the XMP title, and finds none in an encrypted file", async () => {
    const xmp = pdf(
      `%PDF-1.6\n<x:xmpmeta><dc:title><rdf:Alt><rdf:li xml:lang="x-default">Alice &amp; Bob</rdf:li></rdf:Alt></dc:title></x:xmpmeta>\n%%EOF`,
    );
    expect(await readPdfTitle(xmp)).toBe("Alice & Bob");
    const encrypted = pdf(
      "%PDF-1.4\n4 0 obj\n<< /Title (\\223\\001\\377) >>\nendobj\ntrailer\n<< /Encrypt 9 0 R /Info 4 0 R >>\n%%EOF",
    );
    expect(await readPdfTitle(encrypted)).toBeNull();
  });

  // Beside the repository; tests that need it skip when it is absent.
  const corpus = resolve(
    dirname(fileURLToPath(import.meta.url)),
    "../../../../../shared/corpus/pdfs",
  );
  if (!existsSync(join(corpus, "INDEX.tsv")))
    console.warn(`Skipping corpus titles: ${corpus} not found.`);
  it.skipIf(!existsSync(join(corpus, "INDEX.tsv")))(
    "reads the titles of real PDFs from the shared corpus",
    async () => {
      const read = (name: string) => readPdfTitle(pdf(readFileSync(join(corpus, name)), name));
      expect(await read("freeculture.pdf")).toBe("Free Culture");
      expect(await read("us_constitution.pdf")).toBe("constitution_pdf2");
      expect(await read("tracemonkey.pdf")).toBeNull();
    },
  );
});

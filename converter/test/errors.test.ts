import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPdf } from "../src/index.js";
import { convert, tempDir } from "./support/book.js";
import { failure } from "./support/failure.js";
import { articlePdf, LOREM, pagesPdf, picturePdf, wrap, xfaFormPdf } from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

const encrypted = () =>
  new PdfBuilder()
    .page((p) => p.text(40, 60, "Top secret binding notes"))
    .bytes("encrypt=aes-256,user-password=opensesame,owner-password=owner");

describe("encrypted PDFs", () => {
  it("fails without the password", async () => {
    const error = await failure(convert(encrypted()));
    expect(error.code).toBe("encrypted");
    expect(error.userMessage).toBe("This PDF is password-protected.");
  });

  it("fails with a wrong password", async () => {
    const error = await failure(convert(encrypted(), { password: "guess" }));
    expect(error.code).toBe("wrong_password");
  });

  it("opens with the password", async () => {
    const result = await convert(encrypted(), { password: "opensesame" });
    expect(result.pages[0]?.page_content).toBe("Top secret binding notes");
  });
});

describe("damaged files", () => {
  it("repairs a PDF whose cross-reference table is gone", async () => {
    const text = Buffer.from(articlePdf()).toString("latin1");
    const damaged = text
      .replace(/\nxref\n[\s\S]*?trailer/, "\nxerf\ntrailer")
      .replace(/startxref\s+\d+/, "startxref\n999999");
    const result = await convert(new Uint8Array(Buffer.from(damaged, "latin1")));
    expect(result.pages[0]?.page_content).toContain("The Art of Binding");
    expect(result.notices).toEqual(["This PDF was damaged: some pages may be missing"]);
  });

  it("says nothing about damage in a book from an intact file", async () => {
    const result = await convert(articlePdf());
    expect(result.notices).toBeUndefined();
  });

  it("fails with a message a user understands when nothing can be read", async () => {
    const garbage = new Uint8Array(
      Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage garbage\n%%EOF"),
    );
    const error = await failure(convert(garbage));
    expect(error.code).toBe("broken");
    expect(error.userMessage).toBe("This file is damaged and could not be read as a PDF.");
  });

  it("refuses files that are not PDFs, by their content", async () => {
    const dir = tempDir();
    const path = join(dir, "fake.pdf");
    writeFileSync(path, "<html><body>I am not a PDF</body></html>");
    const error = await failure(convertPdf(path, { outDir: join(dir, "out"), concurrency: 1 }));
    expect(error.code).toBe("not_pdf");
  });

  it("finds the PDF signature within the first 1024 bytes", async () => {
    const padded = new Uint8Array([...Buffer.from(" ".repeat(500)), ...articlePdf()]);
    await expect(convert(padded)).resolves.toBeTruthy();
  });
});

describe("XFA forms", () => {
  it("fails a dynamic XFA form, whose pages only ask to wait, with a reason", async () => {
    const error = await failure(convert(xfaFormPdf()));
    expect(error.code).toBe("xfa_form");
    expect(error.userMessage).toBe("This PDF is an XFA form, which Bindery cannot read yet.");
  });

  it("converts a form with XFA whose pages carry its text", async () => {
    const lines = wrap(LOREM.join(" "), 70);
    const result = await convert(xfaFormPdf(lines));
    expect(result.pages[0]?.page_content).toContain(lines[0]);
  });
});

describe("limits", () => {
  it("refuses a file over the size limit before reading it", async () => {
    const dir = tempDir();
    const path = join(dir, "big.pdf");
    writeFileSync(path, articlePdf());
    const error = await failure(convertPdf(path, { outDir: join(dir, "out"), maxBytes: 1000 }));
    expect(error.code).toBe("too_large");
    const defaultLimit = await failure(convert(new Uint8Array(101 * 1024 * 1024)));
    expect(defaultLimit.userMessage).toBe("This PDF is larger than the 100 MB limit.");
  });

  it("refuses more pages than the limit", async () => {
    const error = await failure(convert(pagesPdf(3), { maxPages: 2 }));
    expect(error.code).toBe("too_many_pages");
    expect(error.userMessage).toBe("This PDF has more than 2 pages, the limit.");
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(convert(pagesPdf(3), { signal: controller.signal }));
    expect(error.code).toBe("aborted");
  });
});

describe("aborting in page workers", () => {
  it("ends a conversion aborted after its first pages, images still being encoded, as aborted", async () => {
    const controller = new AbortController();
    const error = await failure(
      convertPdf(pagesPdf(60), {
        outDir: join(tempDir(), "out"),
        concurrency: 2,
        signal: controller.signal,
        onPages: async () => controller.abort(),
      }),
    );
    expect(error.code).toBe("aborted");
    // The process goes on converting after the page workers were stopped mid-encoding.
    const result = await convert(pagesPdf(3), { concurrency: 2 });
    expect(result.originalPagesCount).toBe(3);
  });
});

describe("images that cannot be saved", () => {
  for (const concurrency of [1, 2]) {
    it(`fails with a reason, not a crash (${concurrency === 1 ? "on the calling thread" : "in page workers"})`, async () => {
      const outDir = join(tempDir(), "out");
      const error = await failure(
        convertPdf(picturePdf(), {
          outDir,
          concurrency,
          // The folders vanish once the document is open, as on a disk taken away.
          onOpen: () => rmSync(outDir, { recursive: true, force: true }),
        }),
      );
      expect(error.code).toBe("storage");
      expect(error.userMessage).toBe(
        "The book's images could not be saved. Please try again later.",
      );
    });
  }
});

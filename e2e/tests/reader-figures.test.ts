import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { fetchBook, uploadBook } from "../support/books-api.js";
import { DESKTOP } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath } from "../support/reader-page.js";

const harness = useBrowserHarness();
/** A conference paper whose second page draws a state machine in vector art, labelled. */
const DIAGRAM_PDF = fileURLToPath(
  new URL("../../../shared/corpus/pdfs/tracemonkey.pdf", import.meta.url),
);
const available = existsSync(DIAGRAM_PDF);
if (!available) console.warn(`Skipping the figure test: ${DIAGRAM_PDF} not found.`);

describe.skipIf(!available)("a figure kept as a picture", () => {
  it("is a picture whose button and image carry the figure's words", async () => {
    const owner = await signUpAccount(harness.baseUrl);
    const bookId = await uploadBook(
      harness.baseUrl,
      owner.answer.access,
      readFileSync(DIAGRAM_PDF),
      "Tracing",
    );
    const book = await fetchBook(
      harness.baseUrl,
      bookId,
      { start: 0, end: 99 },
      owner.answer.access,
    );
    const figured = book.pages.find((page) =>
      page.visual_alt.some((alt) => alt.includes("Compiled Trace")),
    );
    if (!figured) throw new Error("The diagram did not become a picture.");
    const alt = figured.visual_alt.find((text) => text.includes("Compiled Trace")) as string;
    // The labels are the picture's words, not paragraphs of the page.
    expect(figured.page_content).not.toContain("Compiled Trace");

    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    await signIn(page, owner);
    await page.goto(readerPath(bookId, figured.page_order + 1));
    const number = figured.page_order + 1;
    const enlarge = page.getByRole("button", { name: `Enlarge picture`, exact: false }).filter({
      has: page.locator(`img[alt="${alt.replace(/"/g, '\\"')}"]`),
    });
    await enlarge.waitFor();
    expect(await enlarge.getAttribute("aria-label")).toMatch(
      new RegExp(`^Enlarge picture \\d+ of page ${number}: .*Compiled Trace`),
    );
    const image = enlarge.locator("img");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.screenshot({ path: "/tmp/bindery-figure-reader-desktop.png" });
  });
});

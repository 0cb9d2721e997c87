import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../server/src/test-support/sample-pdf.js";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { waitForReaderOf } from "../support/reader-page.js";
import { getWithToken, uploadViaApi } from "../support/uploads.js";

const harness = useBrowserHarness();

const NOT_A_PDF = {
  name: "notes.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("Plain words in a file that only calls itself a PDF."),
};
const DAMAGED = "This PDF was damaged: some pages may be missing";
const LIMIT_WARNING =
  "You've reached your free upload limit (4 books). Upgrade to enjoy unlimited uploads.";

interface BookAnswer {
  book: { book_name: string; bindery_pages_count: number; original_pages_count: number };
  pages: { page_content: string }[];
}

async function openUploadView(
  viewport: { width: number; height: number },
  options: { bypassCSP?: boolean } = {},
): Promise<{ page: Page; account: Account }> {
  const account = await signUpAccount(harness.baseUrl);
  const { page } = await harness.newPageInContext({ viewport, ...options });
  await signIn(page, account);
  await page.goto("/?view=upload-book");
  await page.getByRole("heading", { level: 1, name: "Upload a book" }).waitFor();
  return { page, account };
}

/** Drops a file on the picker, as a drag from the desktop would. */
async function dropFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(content)], fileName));
      return transfer;
    },
    [name, [...bytes]] as const,
  );
  await page.getByText("Choose a PDF, or drop one here").dispatchEvent("drop", { dataTransfer });
}

/** Slows uploads down in the browser, so the progress of the bytes sent can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("the upload view at %s width", (_name, viewport) => {
  it("checks the form, refuses a file that is not a PDF, and turns a PDF into a book", async () => {
    const { page, account } = await openUploadView(viewport);
    await page.getByText("0 / 4 uploads used").waitFor();
    await page.getByText("No uploads yet.", { exact: false }).waitFor();
    const send = page.getByRole("button", { name: "Upload book" });

    await send.click();
    await page.getByText("Please choose a PDF file.").waitFor();
    await page.getByText("Please enter title!").waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("file");

    const picker = page.getByLabel("PDF file");
    await picker.setInputFiles(NOT_A_PDF);
    await page.getByText("Only PDF files can be uploaded.").waitFor();
    await page.getByLabel("Title").fill("Field Notes");
    expect(await page.getByText("Please enter title!").count()).toBe(0);
    await send.click();
    await page.getByText("Only PDF files can be uploaded.").waitFor();
    expect(await page.getByText("Upload received.", { exact: false }).count()).toBe(0);

    const pdf = samplePdf(40);
    await picker.setInputFiles({
      name: "field-notes.pdf",
      mimeType: "application/pdf",
      buffer: pdf.bytes,
    });
    await page.getByText("field-notes.pdf").waitFor();
    expect(await page.getByText("Only PDF files can be uploaded.").count()).toBe(0);
    await page.getByLabel("Description (optional)").fill("Forty pages of words.");

    await throttleUploads(page, 48 * 1024);
    await send.click();
    // The bar follows the bytes sent: it is seen part way, neither empty nor full.
    await page.waitForFunction(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = Number(bar?.getAttribute("aria-valuenow"));
      return value > 0 && value < 100;
    });
    await page.getByText("Upload received. Your book is being converted.").waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("");

    // The task list is polled every 5 seconds until the book is made.
    const read = page.getByRole("link", { name: "Read book: Field Notes" });
    await read.waitFor({ timeout: 90_000 });
    await page.getByText("1 / 4 uploads used").waitFor();
    const href = (await read.getAttribute("href")) ?? "";
    const bookId = /^\/read_book\/([\w-]+)$/.exec(href)?.[1];
    expect(bookId, href).toBeTruthy();

    const answer = await getWithToken(
      harness.baseUrl,
      `/api/v1/pdf_parser/books/${bookId}/?start=0&end=199`,
      account.answer.access,
    );
    expect(answer.status).toBe(200);
    const { book, pages } = answer.body as BookAnswer;
    expect(book).toMatchObject({ book_name: "Field Notes", original_pages_count: 40 });
    expect(pages.length).toBe(book.bindery_pages_count);
    const text = new Set(pages.flatMap((bookPage) => bookPage.page_content.split(/\s+/)));
    const kept = pdf.words.filter((word) => text.has(word)).length;
    // The fixture's longest lines run past the page edge, where MuPDF rightly clips them.
    expect(kept / pdf.words.length).toBeGreaterThanOrEqual(0.98);

    await read.click();
    await waitForReaderOf(page, bookId);
  });

  it("counts a free user's uploads and, at the fourth, shows the limit and offers Premium", async () => {
    const { page, account } = await openUploadView(viewport);
    const pdf = samplePdf(1).bytes;
    for (const title of ["One", "Two", "Three"]) {
      const answer = await uploadViaApi(harness.baseUrl, account.answer.access, title, pdf);
      expect(answer.status).toBe(202);
    }
    await page.reload();
    await page.getByText("3 / 4 uploads used").waitFor();
    for (const title of ["One", "Two", "Three"]) {
      await page.getByRole("listitem").filter({ hasText: title }).first().waitFor();
    }

    await dropFile(page, "fourth.pdf", pdf);
    await page.getByText("fourth.pdf").waitFor();
    await page.getByLabel("Title").fill("Four");
    await page.getByRole("button", { name: "Upload book" }).click();
    await page.getByText("Upload received. Your book is being converted.").waitFor();

    await page.getByText(LIMIT_WARNING).waitFor();
    await page.getByText("4 / 4 uploads used").waitFor();
    expect(await page.getByRole("link", { name: "Go Premium" }).getAttribute("href")).toBe(
      "/pricing",
    );
    expect(await page.getByLabel("Title").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Upload book" }).isDisabled()).toBe(true);

    // The server agrees: a fifth book is refused with the same words.
    const fifth = await uploadViaApi(harness.baseUrl, account.answer.access, "Five", pdf);
    expect(fifth).toEqual({ status: 403, body: { detail: LIMIT_WARNING } });
  });
});

describe("the PDF picker", () => {
  it("takes a dropped PDF and refuses a dropped file that is not one", async () => {
    const { page } = await openUploadView(DESKTOP);
    await dropFile(page, "photo.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
    await page.getByText("Only PDF files can be uploaded.").waitFor();
    await page.getByText("photo.jpg").waitFor();

    await dropFile(page, "letters.pdf", samplePdf(1).bytes);
    await page.getByText("letters.pdf").waitFor();
    expect(await page.getByText("Only PDF files can be uploaded.").count()).toBe(0);
    await page.getByRole("button", { name: "Remove letters.pdf" }).click();
    expect(await page.getByText("letters.pdf").count()).toBe(0);
  });

  it("only offers PDFs in the system's file dialog", async () => {
    const { page } = await openUploadView(DESKTOP);
    expect(await page.getByLabel("PDF file").getAttribute("accept")).toBe("application/pdf,.pdf");
  });
});

describe("a refused upload", () => {
  it("shows the server's message, else 'Error occurred during upload.'", async () => {
    const { page } = await openUploadView(DESKTOP);
    const answers = [
      { status: 413, contentType: "application/json", body: '{"detail":"Too big for us."}' },
      { status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" },
    ];
    await page.route("**/api/v1/pdf_parser/parse_pdf/", (route) =>
      route.fulfill(answers.shift() ?? { status: 500 }),
    );
    await page.getByLabel("PDF file").setInputFiles({
      name: "letters.pdf",
      mimeType: "application/pdf",
      buffer: samplePdf(1).bytes,
    });
    await page.getByLabel("Title").fill("Letters");
    const send = page.getByRole("button", { name: "Upload book" });
    await send.click();
    await page.getByRole("alert").getByText("Too big for us.").waitFor();
    // What was chosen stays, to try again.
    expect(await page.getByLabel("Title").inputValue()).toBe("Letters");
    await send.click();
    await page.getByRole("alert").getByText("Error occurred during upload.").waitFor();
  });
});

describe("accessibility of the upload view", () => {
  it("has no serious or critical axe violations, with errors shown and tasks listed", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, account } = await openUploadView(viewport, { bypassCSP: true });
      await uploadViaApi(harness.baseUrl, account.answer.access, "Listed", samplePdf(1).bytes);
      await page.reload();
      await page.getByRole("listitem").filter({ hasText: "Listed" }).waitFor();
      await page.getByRole("button", { name: "Upload book" }).click();
      await page.getByText("Please enter title!").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});

describe("a password-protected PDF", () => {
  it("fails with the reason without its password, and becomes a book with it", async () => {
    const { page } = await openUploadView(DESKTOP);
    const locked = {
      name: "locked.pdf",
      mimeType: "application/pdf",
      buffer: samplePdf(3, { encryptWith: "lantern" }).bytes,
    };
    const passwordField = page.getByLabel("PDF password (only if the PDF has one)");
    const send = page.getByRole("button", { name: "Upload book" });

    await page.getByLabel("PDF file").setInputFiles(locked);
    await page.getByLabel("Title").fill("Locked");
    await send.click();
    await page.getByText("Upload received. Your book is being converted.").waitFor();
    await page.getByText("This PDF is password-protected.").waitFor({ timeout: 60_000 });
    await page.getByText("Upload it again with its password in “PDF password”.").waitFor();

    await page.getByLabel("PDF file").setInputFiles(locked);
    await page.getByLabel("Title").fill("Unlocked");
    await passwordField.fill("lantern");
    expect(await passwordField.getAttribute("type")).toBe("password");
    await send.click();
    await page.getByRole("link", { name: "Read book: Unlocked" }).waitFor({ timeout: 90_000 });
    // The password goes with the rest of the form once sent: nothing of it stays on the page.
    expect(await passwordField.inputValue()).toBe("");
  });
});

describe("a damaged PDF", () => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])(
    "becomes a book, and its task, shelf and reader say it was damaged (%s)",
    async (name, viewport) => {
      const { page, account } = await openUploadView(viewport);
      // The cross-reference table is gone and its offset points nowhere: MuPDF rebuilds it.
      const damaged = samplePdf(2)
        .bytes.toString("latin1")
        .replace(/\nxref\n[\s\S]*?trailer/, "\nxerf\ntrailer")
        .replace(/startxref\s+\d+/, "startxref\n999999");
      const sent = await uploadViaApi(
        harness.baseUrl,
        account.answer.access,
        "Torn",
        Buffer.from(damaged, "latin1"),
      );
      expect(sent.status).toBe(202);
      await page.reload();
      await page.getByRole("link", { name: "Read book: Torn" }).waitFor({ timeout: 90_000 });
      await page.getByText(DAMAGED).waitFor();
      await page.screenshot({ path: `/tmp/bindery-damaged-upload-${name}.png`, fullPage: true });

      // The book keeps saying it once the task is gone: on My Books and in the reader.
      await page.goto("/?view=my-books");
      const card = page.getByRole("list", { name: "My books" }).getByRole("link", { name: /Torn/ });
      await card.getByText(DAMAGED).waitFor();
      await page.screenshot({ path: `/tmp/bindery-damaged-shelf-${name}.png`, fullPage: true });
      await card.click();
      await page.getByRole("heading", { level: 1, name: "Torn" }).waitFor();
      await page.locator("header").getByText(DAMAGED).waitFor();
      await page.screenshot({ path: `/tmp/bindery-damaged-reader-${name}.png` });
    },
  );
});

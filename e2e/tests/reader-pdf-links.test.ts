import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { linkTarget, parseParagraphs } from "@bindery/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { fetchBook, uploadBook } from "../support/books-api.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { readerPath, waitForAddressPage } from "../support/reader-page.js";
import { labelledPage, waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";

const harness = useBrowserHarness();
/** A small pdfTeX document whose contents page links each entry to its section. */
const OUTLINE_PDF = fileURLToPath(
  new URL("../../../shared/corpus/pdfs/pdflatex-outline.pdf", import.meta.url),
);
const corpusPdf = existsSync(OUTLINE_PDF)
  ? OUTLINE_PDF
  : process.env.LINKS_CORPUS
    ? `${process.env.LINKS_CORPUS}/pdflatex-outline.pdf`
    : OUTLINE_PDF;
const available = existsSync(corpusPdf);
if (!available) console.warn(`Skipping the PDF links test: ${OUTLINE_PDF} not found.`);

/** The book page (from 0) of each face at rest that shows `heading`. */
const restingPagesWith = (page: Page, heading: string) =>
  page.evaluate(
    (text) =>
      [...document.querySelectorAll(".flip-face--rest [data-page-index]")]
        .concat([...document.querySelectorAll("[data-page-index].flip-face--rest")])
        .filter((face) =>
          [...face.querySelectorAll("h2")].some((h2) => h2.textContent?.trim() === text),
        )
        .map((face) => Number(face.getAttribute("data-page-index"))),
    heading,
  );

describe.skipIf(!available)("links inside a PDF", () => {
  it("turn to their pages in both views, leave safely, and survive page editing", async () => {
    const owner = await signUpAccount(harness.baseUrl);
    const token = owner.answer.access;
    const bookId = await uploadBook(harness.baseUrl, token, readFileSync(corpusPdf), "Outline");
    const book = await fetchBook(harness.baseUrl, bookId, { start: 0, end: 19 }, token);
    const contentsPage = book.pages[0];
    if (!contentsPage) throw new Error("The book has no pages.");
    expect(contentsPage.links).toHaveLength(9);
    // "5 Bar" opens the section "5 Bar": its page, and the heading's paragraph there.
    const stored = contentsPage.links[4] ?? "";
    const place = linkTarget(stored);
    if (place === null || !("page" in place)) throw new Error(`No page link: ${stored}`);
    const target = place.page;
    const paragraphs = parseParagraphs(book.pages[target]?.page_content ?? "");
    expect(paragraphs[place.block]).toEqual({ text: "5 Bar", heading: true });

    // The two-page book: a contents entry turns the book to its section.
    const { page: desk } = await harness.newPageInContext({ viewport: DESKTOP });
    await signIn(desk, owner);
    await desk.goto(readerPath(bookId, 1));
    const entry = desk.getByRole("link", { name: "5 Bar", exact: true });
    await entry.waitFor();
    expect(await entry.getAttribute("target")).toBeNull();
    await desk.screenshot({ path: "/tmp/bindery-links-contents-desktop.png" });
    await entry.click();
    await expect.poll(() => restingPagesWith(desk, "5 Bar"), { timeout: 20_000 }).toContain(target);
    await waitForAddressPage(desk, target + 1);
    await desk.screenshot({ path: "/tmp/bindery-links-target-desktop.png" });

    // The owner's editor shows links as [words](target) and keeps them; an added web
    // address becomes a safe link, a javascript: one stays text.
    await desk.goto(readerPath(bookId, 1));
    await desk.getByRole("button", { name: "Edit page 1" }).click();
    const text = desk.getByRole("textbox", { name: "Text of page 1" });
    const edited = await text.inputValue();
    expect(edited).toContain(`[5 Bar](${stored})`);
    await text.fill(
      `${edited}\n\nSee [the project](https://example.org/bindery) or [this](javascript:alert(1)).`,
    );
    await desk.getByRole("button", { name: "Save", exact: true }).click();
    await text.waitFor({ state: "detached" });
    const external = desk.getByRole("link", { name: "the project" });
    await external.waitFor();
    expect(await external.getAttribute("href")).toBe("https://example.org/bindery");
    expect(await external.getAttribute("target")).toBe("_blank");
    expect(await external.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(await desk.getByRole("link", { name: "this", exact: true }).count()).toBe(0);
    await desk.getByText("[this](javascript:alert(1))").waitFor();
    const saved = await fetchBook(harness.baseUrl, bookId, { start: 0, end: 0 }, token);
    expect(saved.pages[0]?.links).toEqual([...contentsPage.links, "https://example.org/bindery"]);
    // Clicking a link on the owner's page follows it rather than opening the editor.
    await desk.getByRole("link", { name: "5 Bar", exact: true }).click();
    await expect.poll(() => restingPagesWith(desk, "5 Bar"), { timeout: 20_000 }).toContain(target);
    expect(await desk.getByRole("textbox", { name: "Text of page 1" }).count()).toBe(0);

    // The phone's reflowed view: the same entry turns to the screen of its heading, which
    // its page sets below the end of the section before.
    const { page: phone } = await harness.newPageInContext({ viewport: PHONE });
    await signIn(phone, owner);
    await phone.goto(readerPath(bookId, 1));
    const before = await waitForReflowedText(phone).catch(() => null);
    const phoneEntry = phone.getByRole("link", { name: "5 Bar", exact: true });
    await phoneEntry.waitFor();
    await phone.screenshot({ path: "/tmp/bindery-links-contents-phone.png" });
    await phoneEntry.click();
    const after = await waitForLabelAfter(phone, before?.label ?? null);
    expect(labelledPage(after)).toBe(target + 1);
    await phone.getByRole("heading", { name: "5 Bar" }).first().waitFor();
    await phone.screenshot({ path: "/tmp/bindery-links-target-phone.png" });
  }, 300_000);
});

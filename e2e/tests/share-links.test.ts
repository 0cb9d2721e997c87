import { writeFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { insertProseBook, proseParagraph, setBookCover } from "../support/database-fixtures.js";
import { useBrowserHarness } from "../support/harness.js";
import { gradientPng } from "../support/media-files.js";
import { waitForPages } from "../support/reader-page.js";
import { labelledPage, waitForLabelAfter, waitForReflowedText } from "../support/reflow-page.js";
import {
  embedPath,
  type MadeShare,
  shareBook,
  sharePath,
  startHostSite,
} from "../support/shares.js";

const harness = useBrowserHarness();
const PAGES = 12;
const TITLE = "The Lighthouse Log";
let owner: Account;
let bookId: string;
let share: MadeShare;

beforeAll(async () => {
  owner = await signUpAccount(harness.baseUrl);
  bookId = insertProseBook(harness.dataDir, PAGES, TITLE, owner.answer.user_id);
  setBookCover(harness.dataDir, bookId, gradientPng(600, 900).buffer);
  share = await shareBook(harness.baseUrl, owner.answer.access, bookId);
});

describe("a shared book, read by a guest", () => {
  it("opens on a desktop (1440×900) without an account, turns pages, keeps the place", async () => {
    const { page } = await harness.newPageInContext({ viewport: DESKTOP });
    await page.goto(sharePath(share));
    await waitForPages(page, `Pages 1–2 of ${PAGES}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(TITLE);
    // Read-only: no editing, no Delete, no download unless the owner allowed it.
    expect(await page.getByRole("button", { name: /^Edit page/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    await page.getByRole("button", { name: "Next page" }).click();
    await waitForPages(page, `Pages 3–4 of ${PAGES}`);
    await page.screenshot({ path: "/tmp/bindery-share-reader-desktop.png" });

    // Contents and search work through the link.
    await page.getByRole("button", { name: "Contents" }).click();
    await page.getByRole("button", { name: /Chapter 2/ }).click();
    await waitForPages(page, `Pages 5–6 of ${PAGES}`);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("searchbox").fill("paragraph 3");
    await page.keyboard.press("Enter");
    await page
      .getByText(/results?/)
      .first()
      .waitFor();

    // The place is kept in this browser: a reload opens where the reader was.
    await page.keyboard.press("Escape");
    await page.goto(sharePath(share));
    await waitForPages(page, `Pages 5–6 of ${PAGES}`);
  }, 120_000);

  it("opens on a phone (390×844) in the reflowed view and turns pages", async () => {
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto(sharePath(share));
    const opened = await waitForReflowedText(page);
    expect(opened.paragraphs[0]).toBe(proseParagraph(0, 1));
    await page.screenshot({ path: "/tmp/bindery-share-reader-phone.png" });
    await page.getByRole("button", { name: "Next page" }).click();
    const turned = await waitForLabelAfter(page, opened.label);
    expect(turned.paragraphs[0]).not.toBe(opened.paragraphs[0]);
    expect(labelledPage(turned)).toBeGreaterThanOrEqual(1);
  }, 120_000);
});

describe("a shared book's page as link unfurlers read it (no script)", () => {
  it("carries Open Graph tags in its HTML, and its card is a 1200×630 image", async () => {
    const response = await fetch(share.share_url);
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta("og:title")).toBe(TITLE);
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("robots")).toBe("noindex, nofollow");
    const image = meta("og:image");
    expect(image).toBe(`${share.share_url}/card.jpg`);
    const card = await fetch(image ?? "");
    expect(card.headers.get("content-type")).toMatch(/^image\//);
    const bytes = Buffer.from(await card.arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    writeFileSync("/tmp/bindery-share-card.jpg", bytes);
  });
});

describe("an embedded shared book", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows and turns pages inside another site's page (${name})`, async () => {
      const host = await startHostSite(
        share.embed_html.replace(share.embed_url, `${harness.baseUrl}${embedPath(share)}`),
      );
      try {
        const { page } = await harness.newPageInContext({ viewport });
        await page.goto(host.url);
        const frame = page.frameLocator("iframe");
        await frame.getByRole("link", { name: "Open in Bindery" }).waitFor();
        const label = frame.getByRole("navigation", { name: "Pages" }).locator("p");
        await expect.poll(() => label.textContent(), { timeout: 20_000 }).toMatch(/^Pages? 1/);
        const before = await label.textContent();
        // The owner's background has faded in behind the book before the picture is taken.
        await frame.locator(".reader-backdrop").first().waitFor();
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `/tmp/bindery-share-embed-${name}.png` });
        await frame.getByRole("button", { name: "Next page" }).click();
        await expect.poll(() => label.textContent(), { timeout: 20_000 }).not.toBe(before);
        expect(
          await frame.getByRole("link", { name: "Open in Bindery" }).getAttribute("href"),
        ).toBe(share.share_url);
      } finally {
        await host.close();
      }
    }, 120_000);
  }
});

describe("sharing from My Books", () => {
  it("makes a link in the dialog, copies it, shows views, asks for a password, and turns it off", async () => {
    const author = await signUpAccount(harness.baseUrl);
    const ownId = insertProseBook(harness.dataDir, 8, "The Harbour Notes", author.answer.user_id);
    setBookCover(harness.dataDir, ownId, gradientPng(600, 900).buffer);

    // The owner shares the book from its card: the dialog makes the link.
    const { page: desk } = await harness.newPageInContext({
      viewport: DESKTOP,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await signIn(desk, author);
    await desk.goto("/?view=my-books");
    await desk.getByRole("button", { name: "Share “The Harbour Notes”" }).click();
    const dialog = desk.getByRole("dialog", { name: "Share “The Harbour Notes”" });
    await dialog.getByRole("button", { name: "Make a link" }).click();
    const link = dialog.getByRole("textbox", { name: "Link" });
    await link.waitFor();
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    const snippet = await dialog.getByRole("textbox", { name: "Embed code" }).inputValue();
    expect(snippet).toContain(`<iframe src="${shareUrl}/embed"`);
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await dialog.getByRole("button", { name: "Copy link" }).getByText("Copied").waitFor();
    expect(await desk.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await desk.screenshot({ path: "/tmp/bindery-share-dialog-desktop.png" });
    await desk.keyboard.press("Escape");

    // The card says the book is shared; a guest's opening shows up as a view.
    const card = desk.locator("[data-share-status]");
    await card.getByText("Shared", { exact: true }).waitFor();
    await card.getByText("0 views in 30 days").waitFor();
    const { page: guest } = await harness.newPageInContext({ viewport: DESKTOP });
    await guest.goto(new URL(shareUrl).pathname);
    await waitForPages(guest, "Pages 1–2 of 8");
    await expect
      .poll(
        async () => {
          await desk.reload();
          return desk.locator("[data-share-status]").textContent();
        },
        { timeout: 20_000 },
      )
      .toContain("1 view in 30 days");

    // On a phone the dialog fits the screen, with the views of the last 30 days.
    const { page: phone } = await harness.newPageInContext({ viewport: PHONE });
    await signIn(phone, author);
    await phone.goto("/?view=my-books");
    await phone.getByRole("button", { name: "Share “The Harbour Notes”" }).click();
    const phoneDialog = phone.getByRole("dialog", { name: "Share “The Harbour Notes”" });
    await phoneDialog.getByText("1 view · 1 today").waitFor();
    await phone.screenshot({ path: "/tmp/bindery-share-dialog-phone.png" });

    // A new link with a password: the guest is asked for it before anything of the book.
    await phoneDialog.getByRole("button", { name: "Make a new link" }).click();
    await phoneDialog.getByLabel("Password (optional)").fill("harbour-lights");
    await phoneDialog.getByRole("button", { name: "Make a new link" }).click();
    const protectedUrl = await phoneDialog.getByRole("textbox", { name: "Link" }).inputValue();
    expect(protectedUrl).not.toBe(shareUrl);
    await phoneDialog.getByText("Password set").waitFor();
    await guest.goto(new URL(shareUrl).pathname);
    await guest.getByRole("heading", { name: "This link does not work any more" }).waitFor();

    const { page: reader } = await harness.newPageInContext({ viewport: PHONE });
    const bookCalls: string[] = [];
    reader.on("request", (request) => {
      if (/\/shared\/[^/]+\/(pages|snapshots|contents)|\/files\//.test(request.url()))
        bookCalls.push(request.url());
    });
    await reader.goto(new URL(protectedUrl).pathname);
    await reader.getByRole("heading", { name: "This book has a password" }).waitFor();
    await reader.screenshot({ path: "/tmp/bindery-share-password-phone.png" });
    await reader.getByLabel("Password").fill("not the one");
    await reader.getByRole("button", { name: "Open the book" }).click();
    await reader.getByText("That password is not right.", { exact: false }).waitFor();
    expect(bookCalls).toEqual([]);
    expect(await reader.content()).not.toContain("The Harbour Notes");
    await reader.getByLabel("Password").fill("harbour-lights");
    await reader.getByRole("button", { name: "Open the book" }).click();
    await waitForReflowedText(reader);
    // A reload in the same tab does not ask again.
    await reader.reload();
    await waitForReflowedText(reader);

    // Turning the link off ends it at once, for a reader who has it open too.
    await phoneDialog.getByRole("button", { name: "Turn off link" }).click();
    await phoneDialog.getByRole("button", { name: "Make a link" }).waitFor();
    await reader.reload();
    await reader.getByRole("heading", { name: "This link does not work any more" }).waitFor();
    await reader.screenshot({ path: "/tmp/bindery-share-gone-phone.png" });
    await desk.reload();
    expect(await desk.locator("[data-share-status]").count()).toBe(0);
  }, 180_000);
});

/** A JPEG's size, from its start-of-frame segment (baseline or progressive). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { appStarted } from "../support/session.js";

// No operator is configured on this server: nothing may name one.
const harness = useBrowserHarness();

const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

const LEGAL_DIALOGS = [
  {
    label: "Terms",
    title: "Terms of use",
    path: "/terms",
    says: "Upload only PDFs you have the right to use",
  },
  {
    label: "Privacy",
    title: "Privacy policy",
    path: "/privacy",
    says: "Do Not Track or Global Privacy Control",
  },
  {
    label: "Cancellation & refund",
    title: "Cancellation and refund policy",
    path: "/refunds",
    says: "ask for a refund within 7 days of your payment",
  },
  {
    label: "Copyright report",
    title: "Report a copyright infringement",
    path: "/copyright",
    says: "What happens then",
  },
  {
    label: "About",
    title: "About Bindery",
    path: "/about",
    says: "GNU Affero General Public License",
  },
];

async function openPage(path: string, viewport: { width: number; height: number }) {
  const { page } = await harness.newPageInContext({ viewport, bypassCSP: true });
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await appStarted(page);
  return page;
}

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

describe.each(VIEWPORTS)("the FAQ at %s width", (_name, viewport) => {
  it("opens and closes each answer by keyboard and pointer, announcing its state", async () => {
    const page = await openPage("/faq", viewport);
    const questions = page.getByRole("heading", { level: 2 }).getByRole("button");
    expect(await questions.count()).toBeGreaterThanOrEqual(10);
    for (const button of await questions.all()) {
      expect(await button.getAttribute("aria-expanded")).toBe("false");
    }

    const premium = page.getByRole("button", { name: "What does Premium include" });
    const answer = page.locator(`#${await premium.getAttribute("aria-controls")}`);
    expect(await answer.isVisible()).toBe(false);
    await premium.focus();
    await page.keyboard.press("Enter");
    expect(await premium.getAttribute("aria-expanded")).toBe("true");
    await answer.getByText("₹149 (149 INR) in India or $5 (5 USD)", { exact: false }).waitFor();
    await page.keyboard.press("Space");
    expect(await premium.getAttribute("aria-expanded")).toBe("false");
    expect(await answer.isVisible()).toBe(false);

    // The facts of the spec, each in its answer.
    const facts: Array<[string, string]> = [
      ["How many books can I upload for free?", "up to 4 books"],
      ["Can I get a refund?", "within 7 days of your payment"],
      ["How quickly will I hear back from support?", "within 1-2 business days"],
      ["Which files can I upload?", "PDF files"],
      ["How does the conversion work?", "Switch to Basic View"],
      ["What is Bindery?", "public-domain classics"],
      ["What does Bindery do with my data?", "asks not to be tracked"],
    ];
    for (const [question, fact] of facts) {
      await page.getByRole("button", { name: question }).click();
      await page.getByText(fact, { exact: false }).first().waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe.each(VIEWPORTS)("the legal dialogs at %s width", (_name, viewport) => {
  it("opens each from the footer by keyboard, keeps focus inside, and closes on Escape", async () => {
    const page = await openPage("/faq", viewport);
    const footer = page.getByRole("contentinfo");
    for (const { label, title, path, says } of LEGAL_DIALOGS) {
      // A real link to the document's page, that opens the dialog where it is.
      const trigger = footer.getByRole("link", { name: label, exact: true });
      expect(await trigger.getAttribute("href")).toBe(path);
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      await dialog.getByText(says, { exact: false }).first().waitFor();
      await expect
        .poll(() => focusInDialog(page), { message: `${label}: focus moves into the dialog` })
        .toBe(true);
      // Focus is trapped: tabbing round never leaves the dialog.
      for (let step = 0; step < 6; step++) {
        await page.keyboard.press("Tab");
        expect(await focusInDialog(page), `${label}: Tab ${step + 1}`).toBe(true);
      }
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog(page)).toBe(true);

      // Nobody is named as the operator: the way to write is the contact page.
      const text = (await dialog.textContent()) ?? "";
      expect(text, label).not.toMatch(/run by|operated by/i);
      expect(await dialog.getByRole("link", { name: "contact page" }).getAttribute("href")).toBe(
        "/contact",
      );

      expect(await dialog.getByRole("link", { name: "Open as a page" }).getAttribute("href")).toBe(
        path,
      );
      expect(new URL(page.url()).pathname).toBe("/faq");

      expect(await seriousAxeViolations(page), label).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      // Focus is given back as the dialog unmounts, which may be a frame after it is gone.
      await expect
        .poll(() => trigger.evaluate((element) => element === document.activeElement), {
          message: `${label}: focus returns to the link that opened it`,
          timeout: 5000,
        })
        .toBe(true);
    }
  });

  it("closes with its close button, and its contact link leads to /contact", async () => {
    const page = await openPage("/", viewport);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy policy" });
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    await footer.getByRole("link", { name: "Cancellation & refund", exact: true }).click();
    await page.getByRole("dialog").getByRole("link", { name: "contact page" }).click();
    await page.getByRole("heading", { level: 1, name: "Contact us" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

describe.each(VIEWPORTS)("the legal pages at %s width", (_name, viewport) => {
  it("shows each document at its own address, titled, inside the site's header and footer", async () => {
    for (const { title, path, says } of LEGAL_DIALOGS) {
      const page = await openPage(path, viewport);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await page.title(), path).toBe(`${title} · Bindery`);
      await page.getByText(says, { exact: false }).first().waitFor();
      expect(await page.getByRole("banner").count(), path).toBe(1);
      expect(await page.getByRole("contentinfo").count(), path).toBe(1);
      expect(await page.getByRole("dialog").count(), path).toBe(0);
      // The contact page link works outside a dialog too.
      await page.getByRole("main").getByRole("link", { name: "contact page" }).first().waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
      await page.context().close();
    }
  });

  it("follows a dialog's Open as a page link to the document's address", async () => {
    const page = await openPage("/faq", viewport);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Terms of use" });
    await dialog.getByRole("link", { name: "Open as a page" }).click();
    await page.waitForURL((url) => url.pathname === "/terms");
    await page.getByRole("heading", { level: 1, name: "Terms of use" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

describe("the policy texts", () => {
  it("state the free limit this server enforces (4 by default) and both prices", async () => {
    const page = await openPage("/terms", DESKTOP);
    await page.getByText("Free accounts keep up to 4 books.").waitFor();
    await page
      .getByText("Premium is a one-time payment of ₹149 (149 INR) in India or $5 (5 USD)")
      .waitFor();
  });
});

describe("the contact page without an operator address", () => {
  it("confirms a message without promising a reply", async () => {
    const page = await openPage("/contact", DESKTOP);
    expect(await page.getByRole("heading", { name: "When we answer" }).count()).toBe(0);
    await page.getByLabel("Email").fill("reader@example.com");
    await page.getByLabel("Subject").selectOption("Feedback");
    await page.getByLabel("Message").fill("Is anyone there?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Thanks for contacting us! Your message has been received.").waitFor();
    const text = (await page.getByRole("main").textContent()) ?? "";
    expect(text).not.toMatch(/get back|write back|we reply/i);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("the footer", () => {
  it("links to /contact and /premium", async () => {
    const page = await openPage("/contact", DESKTOP);
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(await footer.getByRole("link", { name: "Premium" }).getAttribute("href")).toBe(
      "/premium",
    );
  });
});

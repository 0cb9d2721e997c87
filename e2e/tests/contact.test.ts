import type { Page } from "playwright-core";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer } from "../../server/src/test-support/smtp-server.js";
import { signIn, signUpAccount } from "../support/accounts.js";
import { recordApiCalls } from "../support/api-calls.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";

// This server mails the operator through a local SMTP server, and names the operator.
const smtp = await startSmtpServer();
const OPERATOR = { name: "Riverside Reading Co.", email: "operator@example.org" };
const harness = useBrowserHarness({
  serverEnv: async () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OPERATOR_EMAIL: OPERATOR.email,
    OPERATOR_NAME: OPERATOR.name,
    MAIL_FROM: "Bindery <no-reply@bindery.test>",
  }),
});
afterAll(() => smtp.close());

const SENT = "Thanks for contacting us! We'll get back soon.";
let sent = 0;
/** A message no other test sends, to find its mail by. */
const uniqueMessage = () => `Hello from test message ${Date.now()}-${++sent}.\nSecond line.`;

async function openContact(viewport: { width: number; height: number }, bypassCSP = false) {
  const { page } = await harness.newPageInContext({ viewport, bypassCSP });
  await page.goto("/contact");
  await page.getByRole("heading", { level: 1, name: "Contact us" }).waitFor();
  return page;
}

/** Long lines of a quoted-printable body are folded with "=" line ends; unfold them. */
const unfoldQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, "");

/** The mail the operator received for `message`, once it arrives. */
const mailWith = (message: string) =>
  vi.waitFor(
    () => {
      const firstLine = message.split("\n")[0] ?? message;
      const mail = smtp.received
        .map((candidate) => ({ ...candidate, raw: unfoldQuotedPrintable(candidate.raw) }))
        .find((candidate) => candidate.raw.includes(firstLine));
      if (!mail) throw new Error("the mail has not arrived yet");
      return mail;
    },
    { timeout: 15_000, interval: 100 },
  );

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute("name") ?? element?.textContent?.trim() ?? null;
  });

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("the contact form at %s width", (_name, viewport) => {
  it("asks for every field, then a guest's message reaches the operator", async () => {
    const page = await openContact(viewport);
    const send = page.getByRole("button", { name: "Send message" });
    await send.click();
    for (const text of ["Email is required", "Subject is required!", "Message is required"]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(await focusedName(page)).toBe("email");

    await page.getByLabel("Email").fill("reader@");
    await send.click();
    await page.getByText("Please enter a valid email address.").waitFor();

    const message = uniqueMessage();
    await page.getByLabel("Email").fill("reader@example.com");
    await page.getByLabel("Subject").selectOption("Bug Report");
    await page.getByLabel("Message").fill(message);
    expect(await page.getByText("Subject is required!").count()).toBe(0);
    await send.click();
    await page.getByText(SENT).waitFor();
    // Ready for another message, from the same address.
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    expect(await page.getByLabel("Subject").inputValue()).toBe("");
    expect(await page.getByLabel("Email").inputValue()).toBe("reader@example.com");

    const mail = await mailWith(message);
    expect(mail.to).toEqual([OPERATOR.email]);
    expect(mail.raw).toMatch(/^Reply-To: reader@example.com\r?$/m);
    expect(mail.raw).toMatch(
      /^Subject: \[Bindery contact\] Bug Report from reader@example.com\r?$/m,
    );
    expect(mail.raw).toContain("(guest)");
  });
});

describe("a signed-in user", () => {
  it("finds their e-mail filled in and sends with their bearer token", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, account);
    const calls = recordApiCalls(page);
    await page.goto("/contact");
    expect(await page.getByLabel("Email").inputValue()).toBe(account.email);

    const message = uniqueMessage();
    await page.getByLabel("Subject").selectOption("Partnership");
    await page.getByLabel("Message").fill(message);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText(SENT).waitFor();

    const contact = calls.find((call) => call.path === "/users/contactus/");
    expect(contact).toMatchObject({
      status: 201,
      authorization: `Bearer ${account.answer.access}`,
    });
    const mail = await mailWith(message);
    expect(mail.raw).toContain(`signed-in user ${account.answer.user_id}`);
  });
});

describe("the contact form by keyboard", () => {
  it("goes field by field past the hidden bot trap, and sends with Enter", async () => {
    const page = await openContact(PHONE);
    await page.getByLabel("Email").focus();
    await page.keyboard.type("keys@example.com");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("subject");
    await page.keyboard.press("ArrowDown"); // the first subject: Feedback
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("message");
    const message = uniqueMessage();
    await page.keyboard.type(message.replace("\n", " "));
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Send message");
    await page.keyboard.press("Enter");
    await page.getByText(SENT).waitFor();
    const mail = await mailWith(message);
    expect(mail.raw).toMatch(/^Subject: \[Bindery contact\] Feedback from keys@example.com\r?$/m);
  });

  it("keeps the bot trap out of sight, out of the tab order and away from screen readers", async () => {
    const page = await openContact(DESKTOP);
    const trap = page.locator('input[name="website"]');
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.getAttribute("autocomplete")).toBe("off");
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(
      true,
    );
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  });
});

describe("when sending fails", () => {
  it("says so in the spec's words, and keeps what was written", async () => {
    const page = await openContact(DESKTOP);
    await page.route("**/api/v1/users/contactus/", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"Down."}' }),
    );
    await page.getByLabel("Email").fill("reader@example.com");
    await page.getByLabel("Subject").selectOption("Other");
    await page.getByLabel("Message").fill("Are you there?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Something went wrong. Please try again.").waitFor();
    expect(await page.getByLabel("Message").inputValue()).toBe("Are you there?");
  });
});

describe("the operator, when configured", () => {
  it("is named with their address in the legal dialogs", async () => {
    const page = await openContact(DESKTOP);
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "About Bindery" });
    // The name ends with a full stop already; the sentence does not add another.
    await dialog.getByText(`This site is run by ${OPERATOR.name} Write to`).waitFor();
    expect(await dialog.getByRole("link", { name: OPERATOR.email }).getAttribute("href")).toBe(
      `mailto:${OPERATOR.email}`,
    );
  });
});

describe("accessibility of the contact page", () => {
  it("has no serious or critical axe violations, with its messages shown", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openContact(viewport, true);
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText("Message is required").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});

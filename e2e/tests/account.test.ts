import { readFile } from "node:fs/promises";
import { accountMessages } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { postJson } from "../support/api.js";
import { seriousAxeViolations } from "../support/axe.js";
import { useBrowserHarness } from "../support/harness.js";
import { linkMailedTo } from "../support/outbox.js";
import { readStorage } from "../support/session.js";

const harness = useBrowserHarness();
const NEW_PASSWORD = "violet-lantern-orbit";

const loginStatus = async (email: string, password: string) =>
  (await postJson(harness.baseUrl, "/api/v1/users/login/", { email, password })).status;

describe("the account page", () => {
  it("is reached from the account menu and changes the name", async () => {
    const account = await signUpAccount(harness.baseUrl);
    // axe is injected as a script, which the app's CSP forbids elsewhere.
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    await signIn(page, account);
    await page.goto("/");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Account" }).click();
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    expect(page.url()).toContain("view=account");
    const first = page.getByLabel("First name");
    await expect.poll(() => first.inputValue()).toBe("Ada");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await first.fill("Augusta");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByText(accountMessages.nameSaved).waitFor();
    await page.getByRole("button", { name: /Account menu for Augusta Lovelace/ }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("First name").inputValue()).toBe("Augusta");
  });

  it("changes the password and signs out the other signed-in browser", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, account);
    const other = (await harness.newPageInContext({})).page;
    await signIn(other, {
      ...account,
      storage: { ...account.storage, ...(await loginTokens(account.email, account.user.password)) },
    });

    await page.goto("/?view=account");
    const section = page.getByRole("region", { name: "Password" });
    await section.getByLabel("Current password").fill(account.user.password);
    await section.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await section.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await section.getByRole("button", { name: "Change password" }).click();
    await page.getByText(accountMessages.passwordChanged).waitFor();

    // Access tokens live minutes; each browser's next refresh decides. Dropping the access
    // token makes that refresh happen now.
    for (const browser of [page, other]) {
      await browser.evaluate(() => localStorage.removeItem("access_token"));
    }
    await other.goto("/?view=account");
    await other.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect((await readStorage(other)).refresh_token).toBeUndefined();
    await page.goto("/?view=account");
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    expect(await loginStatus(account.email, account.user.password)).toBe(401);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it("resets a forgotten password with the link from the outbox", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    await page.goto("/?view=login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(accountMessages.resetSent).waitFor();

    const link = await linkMailedTo(harness.dataDir, account.email);
    expect(link).toContain("/?view=reset-password&token=");
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("New password", { exact: true }).fill("password1");
    await page.getByLabel("Confirm new password").fill("password1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText(/too common/).waitFor();
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText(accountMessages.passwordReset).waitFor();

    await page.getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.search.includes("view=login"));

    // The link worked once.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("another-fine-password");
    await page.getByLabel("Confirm new password").fill("another-fine-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText(accountMessages.linkInvalid).waitFor();
  });

  it("changes the e-mail only when the link sent to the new address is opened", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, account);
    await page.goto("/?view=account");
    const newEmail = `new-${account.email}`;
    const section = page.getByRole("region", { name: "E-mail address" });
    await section.getByLabel("New e-mail address").fill(newEmail);
    await section.getByLabel("Current password").fill(account.user.password);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await page.getByText(accountMessages.emailChangeSent).waitFor();
    expect(await loginStatus(newEmail, account.user.password)).toBe(401);

    await page.goto(await linkMailedTo(harness.dataDir, newEmail));
    await page.getByRole("button", { name: "Confirm e-mail address" }).click();
    await page.getByText(accountMessages.emailChanged).waitFor();
    await page.getByRole("link", { name: "Back to your account" }).click();
    await page.getByRole("region", { name: "E-mail address" }).getByText(newEmail).waitFor();
    expect(await loginStatus(newEmail, account.user.password)).toBe(200);
  });

  it("downloads the account's data as JSON", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, account);
    await page.goto("/?view=account");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bindery-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(data.profile).toMatchObject({ email: account.email, first_name: "Ada" });
    expect(data).toMatchObject({ books: [], progress: [], orders: [] });
  });

  it("deletes the account after the password, saying what is kept", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    await signIn(page, account);
    await page.goto("/?view=account");
    await page.getByRole("button", { name: "Delete account…" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByText(/Orders you paid for are kept/).waitFor();
    expect(await seriousAxeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText(accountMessages.wrongPassword).waitFor();
    await dialog.getByLabel("Your password").fill(account.user.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("heading", { name: "Account deleted" }).waitFor();
    expect((await readStorage(page)).refresh_token).toBeUndefined();
    expect(await loginStatus(account.email, account.user.password)).toBe(401);
  });
});

async function loginTokens(email: string, password: string) {
  const answer = await postJson(harness.baseUrl, "/api/v1/users/login/", { email, password });
  const { access, refresh } = answer.body as { access: string; refresh: string };
  return { access_token: access, refresh_token: refresh };
}

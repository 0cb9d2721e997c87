import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { newUser, postJson, type TestUser } from "../support/api.js";
import { useBrowserHarness } from "../support/harness.js";
import { readStorage } from "../support/session.js";

const harness = useBrowserHarness();

async function fillSignup(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel("First name").fill(user.first_name);
  await page.getByLabel("Last name").fill(user.last_name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

describe("signing up, out and in", () => {
  it("signs up through the form, shows the signed-in header, logs out and logs back in", async () => {
    const { page } = await harness.newPage();
    const user = newUser();
    const fullName = `${user.first_name} ${user.last_name}`;
    const accountButton = page.getByRole("button", { name: `Account menu for ${fullName}` });

    await page.goto("/?view=signup");
    await fillSignup(page, user);
    await page.getByRole("button", { name: "Sign up" }).click();
    await accountButton.waitFor();
    // A new account is welcomed, not welcomed back.
    await page.getByRole("heading", { name: `Welcome, ${user.first_name}`, exact: true }).waitFor();
    await expect(page.getByRole("heading", { name: /Welcome back/ }).count()).resolves.toBe(0);
    expect(new URL(page.url()).search).toBe("?view=dashboard");
    const stored = await readStorage(page);
    expect(stored).toMatchObject({ name: fullName, email: user.email, is_premium: "0" });
    expect(stored.access_token).toMatch(/^ey/);
    expect(stored.refresh_token).toBeTruthy();

    await accountButton.click();
    const menu = page.getByRole("menu");
    await menu.getByText(fullName).waitFor();
    await menu.getByText(user.email).waitFor();
    const logoutSent = page.waitForRequest((request) =>
      request.url().endsWith("/api/v1/users/logout/"),
    );
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    const logout = await logoutSent;
    expect(logout.postDataJSON()).toEqual({ refresh: stored.refresh_token });
    expect(logout.headers().authorization).toBe(`Bearer ${stored.access_token}`);
    await page.getByRole("heading", { name: "Read, Create, Author books." }).waitFor();
    expect(await readStorage(page)).toEqual({});

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Login" })
      .click();
    const profileAnswer = page.waitForResponse((response) =>
      response.url().endsWith("/api/v1/users/profile/"),
    );
    await logIn(page, user.email, user.password);
    expect((await profileAnswer).status()).toBe(200);
    await accountButton.waitFor();
    await page
      .getByRole("heading", { name: `Welcome back, ${user.first_name}`, exact: true })
      .waitFor();
    expect(await readStorage(page)).toMatchObject({ name: fullName, email: user.email });
  });
});

describe("the avatar menu", () => {
  it("opens and logs out from the keyboard alone", async () => {
    const signedUp = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, signedUp);
    await page.goto("/?view=books");
    const account = page.getByRole("button", { name: /Account menu for/ });
    await account.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menu").getByText(signedUp.email).waitFor();
    // Account comes first, then Logout; arrows move until Logout has the focus.
    const logout = page.getByRole("menuitem", { name: "Logout" });
    const logoutFocused = () => logout.evaluate((item) => item === document.activeElement);
    for (let presses = 0; presses < 3 && !(await logoutFocused()); presses++) {
      await page.keyboard.press("ArrowDown");
    }
    expect(await logoutFocused()).toBe(true);
    await page.keyboard.press("Enter");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Login" })
      .waitFor();
    expect(await readStorage(page)).toEqual({});
  });
});

describe("form messages", () => {
  it("shows every signup message inline and sends nothing until the form is valid", async () => {
    const { page } = await harness.newPage();
    let signupCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/users/signup/")) signupCalls += 1;
    });
    await page.goto("/?view=signup");
    await page.getByRole("button", { name: "Sign up" }).click();
    for (const message of [
      "Please enter First Name!",
      "Please enter Last Name!",
      "Please enter Email!",
      "Please enter Password!",
      "Please enter Confirm Password!",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");
    // The first invalid field gets the keyboard.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "first_name",
    );

    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByText("Password must not be less than 8 characters!").waitFor();
    await page.getByLabel("Confirm password").fill("different");
    await page.getByText("Passwords do not match.").waitFor();
    await page.getByLabel("First name").fill("Ada");
    await page.getByText("Please enter First Name!").waitFor({ state: "detached" });
    expect(signupCalls).toBe(0);
  });

  it("shows every login message inline", async () => {
    const { page } = await harness.newPage();
    await page.goto("/?view=login");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Please enter Email!", { exact: true }).waitFor();
    await page.getByText("Please enter Password!", { exact: true }).waitFor();
    await page.getByLabel("Password").fill("short");
    await page.getByText("Password must not be less than 8 characters!").waitFor();
  });

  it("shows the server's message when the e-mail is taken", async () => {
    const { user } = await signUpAccount(harness.baseUrl);
    const answer = await postJson(harness.baseUrl, "/api/v1/users/signup/", user);
    const serverMessage = (answer.body as Record<string, string[]>).email?.[0];
    expect(serverMessage).toBeTruthy();

    const { page } = await harness.newPage();
    await page.goto("/?view=signup");
    await fillSignup(page, user);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("alert").filter({ hasText: serverMessage }).waitFor();
    expect(await readStorage(page)).toEqual({});
  });

  it("shows the server's detail when the password is wrong", async () => {
    const { user } = await signUpAccount(harness.baseUrl);
    const wrong = { email: user.email, password: "not-the-password" };
    const answer = await postJson(harness.baseUrl, "/api/v1/users/login/", wrong);
    expect(answer.status).toBe(401);
    const detail = (answer.body as { detail: string }).detail;

    const { page } = await harness.newPage();
    await page.goto("/?view=login");
    await logIn(page, wrong.email, wrong.password);
    await page.getByRole("alert").filter({ hasText: detail }).waitFor();
    expect(new URL(page.url()).search).toBe("?view=login");
  });
});

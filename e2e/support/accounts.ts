import type { Page } from "playwright-core";
import { newUser, type SignupAnswer, signUpViaApi, type TestUser } from "./api.js";
import { seedStorage } from "./session.js";

/** A user signed up through the API, and the local storage the app keeps for them. */
export interface Account {
  user: TestUser;
  answer: SignupAnswer;
  fullName: string;
  email: string;
  /** Local storage as the app leaves it after signing up; `signIn` puts it in a page. */
  storage: Record<string, string>;
}

/**
 * Signs a new user up through the API. `storedAsPremium` only sets the flag the app keeps
 * in local storage; the server still holds a free account until the test makes it premium.
 */
export async function signUpAccount(
  baseUrl: string,
  options: { storedAsPremium?: boolean } = {},
): Promise<Account> {
  const user = newUser();
  const answer = await signUpViaApi(baseUrl, user);
  const fullName = `${user.first_name} ${user.last_name}`;
  return {
    user,
    answer,
    fullName,
    email: user.email,
    storage: {
      access_token: answer.access,
      refresh_token: answer.refresh,
      name: fullName,
      email: user.email,
      is_premium: options.storedAsPremium ? "1" : "0",
    },
  };
}

/** Opens the app in `page` as `account`, with the storage it would have after signing in. */
export function signIn(page: Page, account: Account): Promise<void> {
  return seedStorage(page, account.storage);
}

/**
 * Logs in with the app's own form, where a guest's places, bookmarks and highlights are
 * carried into the account.
 */
export async function logInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto("/?view=login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  // The tokens are stored once what the guest kept has been carried over (LoginView).
  await page.waitForFunction(() => localStorage.getItem("access_token") !== null);
}

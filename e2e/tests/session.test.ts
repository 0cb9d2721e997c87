import { describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { forgeAccessToken } from "../support/api.js";
import { recordApiCalls } from "../support/api-calls.js";
import { useBrowserHarness } from "../support/harness.js";
import { readStorage, seedStorage } from "../support/session.js";

const harness = useBrowserHarness();

/** A new account whose stored access token is `access` in place of the real one. */
async function accountWithStoredAccess(access: string): Promise<Account> {
  const account = await signUpAccount(harness.baseUrl);
  return { ...account, storage: { ...account.storage, access_token: access } };
}

const EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
/** How long to wait for the page's calls; a loaded machine takes seconds, not the default 1 s. */
const WAIT = { timeout: 15_000 };

describe("an access token the server refuses", () => {
  it("is refreshed once and the call replayed with the new token", async () => {
    const forged = forgeAccessToken(600);
    const account = await accountWithStoredAccess(forged);
    const { page } = await harness.newPage();
    await signIn(page, account);
    const calls = recordApiCalls(page);

    await page.goto("/?view=dashboard");
    // The dashboard's shelf is refused too and may start the refresh before the profile's
    // refusal arrives, so each path's own answers are checked in order, not their mix.
    const answersTo = (path: string) => calls.filter((call) => call.path === path);
    await expect
      .poll(() => answersTo("/users/profile/").map((call) => call.status), WAIT)
      .toEqual([401, 200]);
    expect(answersTo("/users/refresh/").map((call) => call.status)).toEqual([200]);
    const stored = await readStorage(page);
    const [refused, replayed] = answersTo("/users/profile/");
    expect(refused?.authorization).toBe(`Bearer ${forged}`);
    expect(answersTo("/users/refresh/")[0]?.authorization).toBeNull();
    expect(replayed?.authorization).toBe(`Bearer ${stored.access_token}`);
    expect(stored.access_token).not.toBe(forged);
    expect(stored.refresh_token).not.toBe(account.answer.refresh);
  });

  it("is refreshed only once for two tabs that are refused at the same time", async () => {
    const account = await accountWithStoredAccess(forgeAccessToken(600));
    const first = await harness.newPage();
    const second = await harness.newPage();
    await signIn(first.page, account);
    const calls = recordApiCalls(harness.context);
    // The refresh is held until both tabs have been refused, so neither tab can simply
    // start late with the new token; a stuck test still moves on after 10 s.
    const bothRefused = new Promise<void>((release) => {
      setTimeout(release, 10_000);
      harness.context.on("response", (response) => {
        const refused = calls.filter((call) => call.status === 401).length;
        if (response.status() === 401 && refused >= 2) release();
      });
    });
    await harness.context.route("**/api/v1/users/refresh/", async (route) => {
      await bothRefused;
      await route.continue();
    });

    await Promise.all([first.page.goto("/?view=dashboard"), second.page.goto("/?view=dashboard")]);
    const replayed = () =>
      calls.filter((call) => call.path === "/users/profile/" && call.status === 200);
    await expect.poll(() => replayed().length, WAIT).toBe(2);
    expect(
      calls.filter((call) => call.path === "/users/profile/" && call.status === 401),
    ).toHaveLength(2);
    expect(calls.filter((call) => call.path === "/users/refresh/")).toHaveLength(1);
  });
});

describe("an expired access token at start-up", () => {
  it("is exchanged before any call is made with it", async () => {
    const account = await accountWithStoredAccess(forgeAccessToken(-60));
    const { page } = await harness.newPage();
    await signIn(page, account);
    const calls = recordApiCalls(page);

    await page.goto("/?view=dashboard");
    await expect
      .poll(() => calls.map((call) => `${call.status} ${call.path}`), WAIT)
      .toEqual(["200 /users/refresh/", "200 /users/profile/"]);
  });

  it("clears storage quietly when the refresh token is refused", async () => {
    const watched = await harness.newPage();
    await seedStorage(watched.page, {
      access_token: forgeAccessToken(-60),
      refresh_token: "not-a-refresh-token",
      name: "Ada Lovelace",
    });
    await watched.page.goto("/");
    await watched.page.getByRole("heading", { name: "Read, Create, Author books." }).waitFor();
    expect(await readStorage(watched.page)).toEqual({});
    expect(watched.dialogs).toEqual([]);
  });
});

describe("a refresh the server refuses", () => {
  it("alerts that the session expired, clears storage and shows the login view", async () => {
    const watched = await harness.newPage();
    await seedStorage(watched.page, {
      access_token: forgeAccessToken(600),
      refresh_token: "not-a-refresh-token",
      name: "Ada Lovelace",
      email: "ada@example.com",
      is_premium: "0",
    });
    await watched.page.goto("/?view=dashboard");
    await expect.poll(() => watched.dialogs, WAIT).toEqual([EXPIRED_MESSAGE]);
    await watched.page.getByRole("heading", { name: "Welcome back", exact: true }).waitFor();
    expect(new URL(watched.page.url()).search).toBe("?view=login");
    expect(await readStorage(watched.page)).toEqual({});
    expect(watched.console).toContain("Refresh token expired or invalid");
  });
});

describe("other tabs", () => {
  it("see a logout at once: the header changes without a reload", async () => {
    const first = await harness.newPage();
    await signIn(first.page, await signUpAccount(harness.baseUrl));
    await first.page.goto("/?view=books");
    const second = await harness.newPage();
    await second.page.goto("/?view=books");

    const account = /Account menu for/;
    await first.page.getByRole("button", { name: account }).waitFor();
    await second.page.getByRole("button", { name: account }).click();
    await second.page.getByRole("menuitem", { name: "Logout" }).click();
    await first.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Login" })
      .waitFor();
  });
});

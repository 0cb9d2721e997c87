import { describe, it } from "vitest";
import { newUser } from "../support/api.js";
import { PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";

const harness = useBrowserHarness();
const TOO_COMMON =
  "This password is too common: it is among the 10,000 most used passwords, the first ones guessed. Please choose another.";

describe("choosing a password at sign-up", () => {
  it("says why a common password or the e-mail is refused, then accepts a good one", async () => {
    const user = newUser();
    const { page } = await harness.newPageInContext({ viewport: PHONE });
    await page.goto("/?view=signup");
    await page.getByLabel("First name").fill(user.first_name);
    await page.getByLabel("Last name").fill(user.last_name);
    await page.getByLabel("Email").fill(user.email);
    const choose = async (password: string) => {
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm password").fill(password);
      await page.getByRole("button", { name: "Sign up" }).click();
    };

    await choose("password1");
    await page.getByText(TOO_COMMON).waitFor();

    await choose(user.email.toUpperCase());
    await page.getByText("The password must not be your e-mail address.").waitFor();

    await choose(user.password);
    await page.getByText(TOO_COMMON).waitFor({ state: "detached" });
    await page.waitForURL((url) => !url.search.includes("view=signup"));
  });
});

import { OPDS_V2_CATALOG_PATH } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";

const harness = useBrowserHarness();
const SHOTS = process.env.SCREENSHOT_DIR;

describe("reading apps on the account page", () => {
  it("makes an app password a reading app signs in with, shows the catalog, revokes it", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await page.setViewportSize(DESKTOP);
    await signIn(page, account);
    await page.goto("/?view=account");
    const section = page.getByRole("region", { name: "Reading apps" });
    await section.getByText(`${harness.baseUrl}${OPDS_V2_CATALOG_PATH}`).waitFor();

    await section.getByLabel("New app password for").fill("KOReader on my Kobo");
    await section.getByRole("button", { name: "Make app password" }).click();
    const shown = section.getByRole("status").locator("code");
    await shown.waitFor();
    const password = (await shown.textContent()) ?? "";
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
    await section.getByRole("listitem").getByText("KOReader on my Kobo").waitFor();
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/account-reading-apps-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/account-reading-apps-phone.png`, fullPage: true });

    const basic = `Basic ${Buffer.from(`${account.email}:${password}`).toString("base64")}`;
    const mine = await fetch(`${harness.baseUrl}/opds/v2/my-books`, {
      headers: { authorization: basic },
    });
    expect(mine.status).toBe(200);

    await section
      .getByRole("button", { name: "Revoke the app password for KOReader on my Kobo" })
      .click();
    await section.getByText("was revoked").waitFor();
    const after = await fetch(`${harness.baseUrl}/opds/v2/my-books`, {
      headers: { authorization: basic },
    });
    expect(after.status).toBe(401);
  });
});

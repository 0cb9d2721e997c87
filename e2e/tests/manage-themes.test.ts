import { describe, expect, it } from "vitest";
import { signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { DESKTOP, PHONE } from "../support/browser.js";
import { useBrowserHarness } from "../support/harness.js";
import { gradientPng } from "../support/media-files.js";
import { buyPremiumInTestMode, postForm, themesOf } from "../support/premium.js";

const harness = useBrowserHarness();

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("managing one's themes at %s width", (_name, viewport) => {
  it("lists the user's themes, renames one and deletes it after asking", async () => {
    const account = await signUpAccount(harness.baseUrl);
    await buyPremiumInTestMode(harness.baseUrl, account);
    const image = gradientPng();
    const form = new FormData();
    form.set("title", "Harbour Dusk");
    form.set("has_audio", "0");
    form.set(
      "image_file",
      new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }),
      image.name,
    );
    const uploaded = await postForm(harness.baseUrl, account, "/pdf_parser/user_themes/", form);
    expect(uploaded.status).toBe(201);

    // axe is injected as a script, which the app's CSP forbids elsewhere.
    const { page } = await harness.newPageInContext({ viewport, bypassCSP: true });
    await signIn(page, account);
    await page.goto("/?view=upload-theme");
    const list = page.getByRole("list", { name: "Your themes" });
    await list.getByText("Harbour Dusk").waitFor();

    await page.getByRole("button", { name: "Rename “Harbour Dusk”" }).click();
    const nameField = page.getByLabel("New name");
    await nameField.fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Please enter a name for the theme.").waitFor();
    await nameField.fill("Harbour at Night");
    await page.getByRole("button", { name: "Save" }).click();
    await list.getByText("Harbour at Night").waitFor();
    const names = (await themesOf(harness.baseUrl, account)).book_themes.map(
      (theme) => theme.theme_name,
    );
    expect(names).toContain("Harbour at Night");
    expect(names).not.toContain("Harbour Dusk");

    await page.getByRole("button", { name: "Delete “Harbour at Night”" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this theme?" });
    await dialog.getByText("“Harbour at Night” will be deleted", { exact: false }).waitFor();
    expect(await seriousAxeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole("button", { name: "Delete theme" }).click();
    await page.getByText("Themes you upload appear here, to rename or delete.").waitFor();
    const after = (await themesOf(harness.baseUrl, account)).book_themes.map(
      (theme) => theme.theme_name,
    );
    expect(after).not.toContain("Harbour at Night");
  });
});

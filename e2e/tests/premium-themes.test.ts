import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Account, signIn, signUpAccount } from "../support/accounts.js";
import { seriousAxeViolations } from "../support/axe.js";
import { useBrowserHarness } from "../support/harness.js";
import {
  CORPUS_MEDIA,
  corpusMediaAvailable,
  gradientPng,
  humWav,
  type UploadFile,
} from "../support/media-files.js";
import { buyPremiumInTestMode, postForm, themesOf } from "../support/premium.js";

const harness = useBrowserHarness();
const REQUIRED = "Please fill in all required fields.";
const FAILED = "Error occurred during theme upload.";
const NOT_IMAGE = "The image must be a JPEG, PNG or WebP file.";

async function premiumAccount(): Promise<Account> {
  const account = await signUpAccount(harness.baseUrl);
  await buyPremiumInTestMode(harness.baseUrl, account);
  return account;
}

async function openUploadTheme(account: Account): Promise<Page> {
  const { page } = await harness.newPage();
  await signIn(page, account);
  await page.goto("/?view=upload-theme");
  await page.getByLabel("Theme name").waitFor();
  return page;
}

/** Fills the form as a user does: name, picture, and the sound when given. */
async function fillThemeForm(
  page: Page,
  name: string,
  image: UploadFile | string,
  audio?: UploadFile | string,
) {
  await page.getByLabel("Theme name").fill(name);
  await page.getByLabel("Background image").setInputFiles(image);
  if (audio) {
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel("Audio file").setInputFiles(audio);
  }
  await page.getByRole("button", { name: "Upload theme" }).click();
}

const themeForm = (fields: Record<string, string>, files: Record<string, UploadFile>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.set(key, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  return form;
};

describe("uploading a theme", () => {
  it("refuses a free user on the page and on the server", async () => {
    const account = await signUpAccount(harness.baseUrl);
    const { page } = await harness.newPage();
    await signIn(page, account);
    await page.goto("/?view=upload-theme");
    await page.getByText("Theme upload is available for premium users only...").waitFor();
    expect(await page.getByLabel("Theme name").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Go Premium" }).getAttribute("href")).toBe(
      "/pricing",
    );
    const refused = await postForm(
      harness.baseUrl,
      account,
      "/pdf_parser/user_themes/",
      themeForm({ title: "Sneaky", has_audio: "0" }, { image_file: gradientPng() }),
    );
    expect(refused).toEqual({
      status: 403,
      body: { detail: "Theme upload is available for premium users only..." },
    });
  });

  it("uploads a generated picture and sound, shows the theme and lists it for its owner only", async () => {
    const account = await premiumAccount();
    const page = await openUploadTheme(account);
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Upload theme" }).click();
    await page.getByRole("alert").getByText(REQUIRED).waitFor();
    expect(await page.getByText(REQUIRED).count()).toBe(4);

    await fillThemeForm(page, "Evening hum", gradientPng(), humWav());
    await page.getByText("Your theme is ready.").waitFor();
    const preview = page.getByRole("img", { name: "Preview of Evening hum" });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(320);

    const mine = await themesOf(harness.baseUrl, account);
    expect(mine.book_themes.map((theme) => theme.theme_name)).toContain("Evening hum");
    const stranger = await premiumAccount();
    const theirs = await themesOf(harness.baseUrl, stranger);
    expect(theirs.book_themes.map((theme) => theme.theme_name)).not.toContain("Evening hum");

    await page.getByRole("link", { name: "Use it in My Books" }).click();
    await page.waitForURL((url) => url.search === "?view=my-books");
  });

  it("refuses bad files on the page, and on the server when a client skips the page", async () => {
    const account = await premiumAccount();
    const page = await openUploadTheme(account);
    const svg: UploadFile = {
      name: "drawing.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    };
    await fillThemeForm(page, "Drawing", svg);
    await page.getByRole("alert").getByText(FAILED).waitFor();
    await page.getByText(NOT_IMAGE).waitFor();

    const textAsPng: UploadFile = {
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("Only words in here."),
    };
    const refusal = page.waitForResponse((response) =>
      response.url().endsWith("/api/v1/pdf_parser/user_themes/"),
    );
    await fillThemeForm(page, "Notes", textAsPng);
    expect((await refusal).status()).toBe(400);
    await page.getByRole("alert").getByText(FAILED).waitFor();
    await page.getByText(NOT_IMAGE).waitFor();

    const oversized: UploadFile = {
      ...gradientPng(),
      buffer: Buffer.concat([gradientPng().buffer, Buffer.alloc(16 * 1024 * 1024)]),
    };
    await fillThemeForm(page, "Heavy", oversized);
    await page.getByText("The image is larger than the 15 MB limit.").waitFor();

    const upload = (files: Record<string, UploadFile>, hasAudio = "0") =>
      postForm(
        harness.baseUrl,
        account,
        "/pdf_parser/user_themes/",
        themeForm({ title: "Direct", has_audio: hasAudio }, files),
      );
    expect(await upload({ image_file: { ...svg, name: "drawing.png" } })).toEqual({
      status: 400,
      body: { image_file: [NOT_IMAGE] },
    });
    expect(await upload({ image_file: oversized })).toEqual({
      status: 413,
      body: { detail: "The image is larger than the 15 MB limit." },
    });
    expect(await upload({ image_file: gradientPng(), audio_file: textAsPng }, "1")).toEqual({
      status: 400,
      body: { audio_file: ["The audio file must be MP3, OGG, WAV or M4A."] },
    });
    expect(
      (await themesOf(harness.baseUrl, account)).book_themes.map((t) => t.theme_name),
    ).not.toContain("Direct");
  });

  it("has no serious or critical axe violations on the view, free or premium", async () => {
    const { page } = await harness.newPageInContext({ bypassCSP: true });
    await signIn(page, await signUpAccount(harness.baseUrl));
    await page.goto("/?view=upload-theme");
    await page.getByRole("link", { name: "Go Premium" }).waitFor();
    expect(await seriousAxeViolations(page), "free").toEqual([]);
    await signIn(page, await premiumAccount());
    await page.goto("/?view=upload-theme");
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Upload theme" }).click();
    await page.getByRole("alert").waitFor();
    expect(await seriousAxeViolations(page), "premium, with errors").toEqual([]);
  });

  it.skipIf(!corpusMediaAvailable())("uploads the corpus's real pictures and sounds", async () => {
    const account = await premiumAccount();
    const page = await openUploadTheme(account);
    const media = (file: string) => join(CORPUS_MEDIA, file);
    await fillThemeForm(
      page,
      "Worn table by the fire",
      media("images/polyhaven_wood_table_worn_diff_1k.jpg"),
      media("audio/blanket_fireplace.ogg"),
    );
    await page.getByText("Your theme is ready.").waitFor();
    await page.getByRole("button", { name: "Upload another theme" }).click();
    await fillThemeForm(
      page,
      "Leaves of grass, rain",
      media("images/se-cover_walt-whitman_leaves-of-grass.jpg"),
      media("audio/alarmclock_rain.mp3"),
    );
    await page.getByText("Your theme is ready.").waitFor();
    const names = (await themesOf(harness.baseUrl, account)).book_themes.map((t) => t.theme_name);
    expect(names).toEqual(
      expect.arrayContaining(["Worn table by the fire", "Leaves of grass, rain"]),
    );
    // The sound is served back, from its signed address, as it was sent.
    const theme = (await themesOf(harness.baseUrl, account)).book_themes.find(
      (candidate) => candidate.theme_name === "Leaves of grass, rain",
    );
    const sound = await fetch(`${harness.baseUrl}${theme?.audio_url}`);
    expect(sound.headers.get("content-type")).toBe("audio/mpeg");
    const sent = readFileSync(media("audio/alarmclock_rain.mp3"));
    expect(Buffer.from(await sound.arrayBuffer()).equals(sent)).toBe(true);
  });
});

if (!corpusMediaAvailable()) {
  console.warn(
    `Shared corpus media not found at ${CORPUS_MEDIA}: real-media theme upload skipped.`,
  );
}

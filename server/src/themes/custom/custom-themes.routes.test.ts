import fs from "node:fs";
import path from "node:path";
import {
  MAX_CUSTOM_THEMES_PER_USER,
  type Theme,
  type ThemesResponse,
  themeUploadMessages,
  uploadMessages,
} from "@bindery/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../test-support/databases.js";
import {
  createTestUser,
  getJson,
  seedBook,
  type TestUser,
} from "../../test-support/library-fixtures.js";
import {
  CORPUS_MEDIA_DIR,
  corpusMediaAvailable,
  mp3File,
  oggFile,
  pictureFile,
  wavFile,
} from "../../test-support/media-fixtures.js";
import {
  brokenMultipartForms,
  type MultipartFile,
  multipartForm,
} from "../../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../../test-support/test-app.js";
import { customThemeRow } from "../../test-support/theme-fixtures.js";
import { spooledFiles } from "../../test-support/upload-calls.js";

const databases = await testDatabases();
const URL_PATH = "/api/v1/pdf_parser/user_themes/";
const MB = 1024 * 1024;

const image = (bytes: Buffer, name = "picture.png", type = "image/png"): MultipartFile => ({
  field: "image_file",
  name,
  type,
  bytes,
});
const audio = (bytes: Buffer, name = "sound.wav", type = "audio/wav"): MultipartFile => ({
  field: "audio_file",
  name,
  type,
  bytes,
});

describe.each(databases)("theme uploads on $name", (target) => {
  let ctx: TestContext;
  let png: Buffer;
  beforeAll(async () => {
    ctx = await startTestApp(target);
    png = await pictureFile("png");
  });
  afterAll(async () => ctx?.close());

  const upload = (
    user: TestUser | null,
    fields: Record<string, string>,
    files: MultipartFile[],
  ) => {
    const form = multipartForm(fields, files);
    return ctx.app.inject({
      method: "POST",
      url: URL_PATH,
      payload: form.payload,
      headers: { ...form.headers, ...(user?.headers ?? {}) },
    });
  };

  const themesOf = async (user: TestUser | null): Promise<ThemesResponse> => {
    const url = `/api/v1/pdf_parser/themes/${user?.id ?? "guest"}/`;
    return (await getJson(ctx, url, user?.headers ?? {})).body;
  };

  /** Files under the theme-upload prefix, to prove a refusal left nothing behind. */
  const customFiles = () => {
    const root = path.join(ctx.dataDir, "files", "themes", "custom");
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) =>
      fs.statSync(path.join(root, entry)).isFile(),
    );
  };

  it("refuses guests, and free users before reading their files", async () => {
    const guest = await upload(null, { title: "Study" }, [image(png)]);
    expect(guest.statusCode).toBe(401);
    const free = await createTestUser(ctx);
    const refused = await upload(free, { title: "Study", has_audio: "0" }, [image(png)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: themeUploadMessages.premiumOnly });
    expect((await themesOf(free)).book_themes).toEqual([]);
  });

  it("asks for every required field with the spec's message", async () => {
    const premium = await createTestUser(ctx, { premium: true });
    const empty = await upload(premium, { title: "  ", has_audio: "1" }, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      title: [themeUploadMessages.required],
      image_file: [themeUploadMessages.required],
      audio_file: [themeUploadMessages.required],
    });
    const noAudio = await upload(premium, { title: "Rain", has_audio: "1" }, [image(png)]);
    expect(noAudio.json()).toEqual({ audio_file: [themeUploadMessages.required] });
    const emptyImage = await upload(premium, { title: "Rain" }, [image(Buffer.alloc(0))]);
    expect(emptyImage.json()).toEqual({ image_file: [themeUploadMessages.required] });
    const oddFlag = await upload(premium, { title: "Rain", has_audio: "maybe" }, [image(png)]);
    expect(oddFlag.json()).toEqual({ has_audio: [themeUploadMessages.hasAudio] });
    const longName = await upload(premium, { title: "x".repeat(61) }, [image(png)]);
    expect(longName.json()).toEqual({ title: [themeUploadMessages.nameTooLong(60)] });
    expect(customFiles()).toEqual([]);
  });

  it("answers 400 for a form cut off or malformed, and keeps nothing of it", async () => {
    const premium = await createTestUser(ctx, { premium: true });
    const form = multipartForm({ title: "Rain", has_audio: "1" }, [image(png), audio(wavFile())]);
    for (const [broken, body] of Object.entries(brokenMultipartForms(form))) {
      const response = await ctx.app.inject({
        method: "POST",
        url: URL_PATH,
        payload: body.payload,
        headers: { ...body.headers, ...premium.headers },
      });
      expect(response.statusCode, broken).toBe(400);
      expect(response.json(), broken).toEqual({ detail: uploadMessages.malformedForm });
    }
    expect((await themesOf(premium)).book_themes).toEqual([]);
    expect(customFiles()).toEqual([]);
    expect(spooledFiles(ctx)).toEqual([]);
  });

  it("stores a premium user's theme, re-encoded, listed and served to its owner only", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const sound = wavFile();
    const response = await upload(owner, { title: " My Study ", has_audio: "1" }, [
      image(png),
      audio(sound),
    ]);
    expect(response.statusCode).toBe(201);
    const { message, theme } = response.json() as { message: string; theme: Theme };
    expect(message).toBe(themeUploadMessages.uploaded);
    expect(theme).toMatchObject({
      theme_name: "My Study",
      has_audio: 1,
      is_available: 1,
      is_premium: 0,
      text_color: null,
      border_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });

    const listed = (await themesOf(owner)).book_themes;
    expect(listed.map((entry) => entry.theme_meta_unique_id)).toEqual([theme.theme_meta_unique_id]);
    const other = await createTestUser(ctx, { premium: true });
    expect((await themesOf(other)).book_themes).toEqual([]);
    expect((await themesOf(null)).book_themes).toEqual([]);
    // Naming the owner in the path without their token gets the guest list (ADR 0003).
    const guessed = await getJson(ctx, `/api/v1/pdf_parser/themes/${owner.id}/`, other.headers);
    expect(guessed.body.book_themes).toEqual([]);

    const background = await ctx.app.inject({ method: "GET", url: theme.image_url });
    expect(background.statusCode).toBe(200);
    expect(background.headers["content-type"]).toBe("image/webp");
    expect(await sharp(background.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 640,
      height: 400,
    });
    const preview = await ctx.app.inject({ method: "GET", url: theme.theme_url });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 });
    const played = await ctx.app.inject({ method: "GET", url: theme.audio_url ?? "" });
    expect(played.headers["content-type"]).toBe("audio/wav");
    expect(played.rawPayload.equals(sound)).toBe(true);
    // Without the signature the file is private.
    const unsigned = await ctx.app.inject({ method: "GET", url: theme.image_url.split("?")[0] });
    expect(unsigned.statusCode).toBe(403);
  });

  it("lets its owner choose the theme for a book, and no one else", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const created = await upload(owner, { title: "Mine" }, [image(png)]);
    const { theme } = created.json() as { theme: Theme };
    expect(theme).toMatchObject({ has_audio: 0, audio_url: null });
    const book = await seedBook(ctx, { pages: 4 });
    const choose = (user: TestUser) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/pdf_parser/my_book_view/${book.id}/`,
        headers: user.headers,
        payload: { theme_id: theme.theme_meta_unique_id },
      });
    const chosen = await choose(owner);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().book_detail.theme_id).toBe(theme.theme_meta_unique_id);
    const stranger = await createTestUser(ctx, { premium: true });
    expect((await choose(stranger)).statusCode).toBe(400);
  });

  it("keeps JPEG, WebP, MP3 and Ogg uploads, and drops a sound sent with has_audio 0", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const cases: Array<[MultipartFile, MultipartFile, string]> = [
      [
        image(await pictureFile("jpeg"), "a.jpg", "image/jpeg"),
        audio(await mp3File(), "a.mp3", "audio/mpeg"),
        "mp3",
      ],
      [
        image(await pictureFile("webp"), "b.webp", "image/webp"),
        audio(await oggFile(), "b.ogg", "audio/ogg"),
        "ogg",
      ],
    ];
    for (const [picture, sound, extension] of cases) {
      const response = await upload(owner, { title: extension, has_audio: "1" }, [picture, sound]);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().theme.audio_url).toMatch(new RegExp(`/sound\\.${extension}\\?`));
    }
    const unwanted = await upload(owner, { title: "Quiet", has_audio: "0" }, [
      image(png),
      audio(Buffer.from("not a sound at all")),
    ]);
    expect(unwanted.statusCode).toBe(201);
    expect(unwanted.json().theme).toMatchObject({ has_audio: 0, audio_url: null });
  });

  it("refuses files that are not what they claim, and keeps nothing of them", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const before = customFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script></svg>',
    );
    const notImages: MultipartFile[] = [
      image(svg, "drawing.svg", "image/svg+xml"),
      image(svg, "drawing.png", "image/png"),
      image(Buffer.from("Just some text, not a picture.\n"), "notes.png", "image/png"),
      image(await pictureFile("gif"), "anim.gif", "image/gif"),
      image(Buffer.from("<!doctype html><title>x</title>"), "page.jpg", "image/jpeg"),
    ];
    for (const file of notImages) {
      const response = await upload(owner, { title: "Bad" }, [file]);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json(), file.name).toEqual({ image_file: [themeUploadMessages.notImage] });
    }

    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const broken = await upload(owner, { title: "Bad" }, [image(truncated)]);
    expect(broken.json()).toEqual({ image_file: [themeUploadMessages.unreadableImage] });
    const tiny = await upload(owner, { title: "Bad" }, [image(await pictureFile("png", 120, 90))]);
    expect(tiny.json()).toEqual({ image_file: [themeUploadMessages.tooSmall(200)] });

    for (const fake of [
      audio(Buffer.from("ID3 but only words after it"), "song.mp3", "audio/mpeg"),
      audio(png, "song.wav", "audio/wav"),
      audio(Buffer.from("OggS but nothing else"), "song.ogg", "audio/ogg"),
    ]) {
      const response = await upload(owner, { title: "Bad", has_audio: "1" }, [image(png), fake]);
      expect(response.statusCode, fake.name).toBe(400);
      expect(response.json(), fake.name).toEqual({ audio_file: [themeUploadMessages.notAudio] });
    }
    expect(customFiles()).toEqual(before);
    expect((await themesOf(owner)).book_themes).toEqual([]);
  });

  it("refuses an image over the pixel limit without decoding it, and files over the size limits", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    // 7000×7000 of one colour compresses to a small file: the classic decompression bomb.
    const vast = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: "#884422" },
    })
      .png()
      .toBuffer();
    const bomb = await upload(owner, { title: "Vast" }, [image(vast)]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ image_file: [themeUploadMessages.tooManyPixels(40)] });

    const heavyImage = Buffer.concat([png, Buffer.alloc(16 * MB)]);
    const tooBig = await upload(owner, { title: "Heavy" }, [image(heavyImage)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: themeUploadMessages.imageTooBig(15) });

    const heavySound = Buffer.concat([wavFile(), Buffer.alloc(21 * MB)]);
    const loud = await upload(owner, { title: "Heavy", has_audio: "1" }, [
      image(png),
      audio(heavySound),
    ]);
    expect(loud.statusCode).toBe(413);
    expect(loud.json()).toEqual({ detail: themeUploadMessages.audioTooBig(20) });
    expect(customFiles().filter((file) => file.includes(owner.id))).toEqual([]);
  });

  it("caps the number of themes one user keeps", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const rows = Array.from({ length: MAX_CUSTOM_THEMES_PER_USER }, (_, index) =>
      customThemeRow(owner.id, ctx.deps.clock(), `Theme ${index}`),
    );
    await ctx.deps.db.insertInto("themes").values(rows).execute();
    const response = await upload(owner, { title: "One more" }, [image(png)]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: themeUploadMessages.tooManyThemes(MAX_CUSTOM_THEMES_PER_USER),
    });
  });

  it.skipIf(!corpusMediaAvailable())("accepts the corpus's real pictures and sounds", async () => {
    const owner = await createTestUser(ctx, { premium: true });
    const read = (name: string) => fs.readFileSync(path.join(CORPUS_MEDIA_DIR, name));
    const pairs: Array<[string, string]> = [
      ["images/polyhaven_wood_table_worn_diff_1k.jpg", "audio/blanket_fireplace.ogg"],
      ["images/skimage_brick.png", "audio/alarmclock_rain.mp3"],
      ["images/se-cover_walt-whitman_leaves-of-grass.jpg", "audio/alarmclock_waves.mp3"],
    ];
    for (const [picture, sound] of pairs) {
      const response = await upload(owner, { title: path.basename(picture), has_audio: "1" }, [
        image(read(picture), path.basename(picture), "application/octet-stream"),
        audio(read(sound), path.basename(sound), "application/octet-stream"),
      ]);
      expect(response.statusCode, `${picture} + ${sound}: ${response.body}`).toBe(201);
    }
    expect((await themesOf(owner)).book_themes).toHaveLength(pairs.length);
  });
});

if (!corpusMediaAvailable()) {
  console.warn(
    `Shared corpus media not found at ${CORPUS_MEDIA_DIR}: real-media theme test skipped.`,
  );
}

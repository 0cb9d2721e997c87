import {
  authMessages,
  DEFAULT_READER_SETTINGS,
  type ReaderSettings,
  readerSettingsMessages,
} from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, type TestUser } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();
const url = "/api/v1/users/reader_settings/";

describe.each(databases)("reader settings API on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const read = (user?: TestUser) => getJson(ctx, url, user?.headers);
  const put = async (payload: unknown, user?: TestUser) => {
    const response = await ctx.app.inject({
      method: "PUT",
      url,
      headers: user?.headers ?? {},
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() };
  };

  const large: ReaderSettings = {
    font_size: 6,
    line_spacing: "relaxed",
    margins: "narrow",
    font: "atkinson",
    page_layout: "one",
    read_aloud_rate: 1.5,
    read_aloud_voices: { en: "Google UK English Female", fr: "Thomas" },
    read_aloud_sleep: "30",
  };

  it("answers the defaults until a reader saves, then what they saved, per reader", async () => {
    const reader = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    expect(await read(reader)).toMatchObject({ status: 200, body: DEFAULT_READER_SETTINGS });

    const saved = await put(large, reader);
    expect(saved).toEqual({ status: 200, body: large });
    expect((await read(reader)).body).toEqual(large);
    expect((await read(other)).body).toEqual(DEFAULT_READER_SETTINGS);

    // Saving again replaces the whole object; unknown fields are not kept.
    const again = await put({ ...DEFAULT_READER_SETTINGS, font: "opendyslexic", extra: 1 }, reader);
    expect(again.body).toEqual({ ...DEFAULT_READER_SETTINGS, font: "opendyslexic" });
    expect((await read(reader)).body).toEqual({ ...DEFAULT_READER_SETTINGS, font: "opendyslexic" });
  });

  it("keeps read aloud's speed and voices, and answers a client from before them", async () => {
    const reader = await createTestUser(ctx);
    await put(large, reader);
    expect((await read(reader)).body).toMatchObject({
      read_aloud_rate: 1.5,
      read_aloud_voices: { en: "Google UK English Female", fr: "Thomas" },
      read_aloud_sleep: "30",
    });
    // An older tab sends the type settings alone: saved, with read aloud's defaults.
    const {
      read_aloud_rate: _rate,
      read_aloud_voices: _voices,
      read_aloud_sleep: _sleep,
      ...typeOnly
    } = large;
    expect(await put(typeOnly, reader)).toEqual({
      status: 200,
      body: { ...typeOnly, read_aloud_rate: 1, read_aloud_voices: {}, read_aloud_sleep: "off" },
    });
    const invalid = [readerSettingsMessages.invalid];
    for (const [payload, field] of [
      [{ ...large, read_aloud_rate: 4 }, "read_aloud_rate"],
      [{ ...large, read_aloud_rate: 1.1 }, "read_aloud_rate"],
      [{ ...large, read_aloud_voices: { English: "x" } }, "read_aloud_voices"],
      [{ ...large, read_aloud_voices: { en: "x".repeat(301) } }, "read_aloud_voices"],
      [{ ...large, read_aloud_voices: ["en"] }, "read_aloud_voices"],
      [{ ...large, read_aloud_sleep: "45" }, "read_aloud_sleep"],
      [{ ...large, read_aloud_sleep: 15 }, "read_aloud_sleep"],
    ] as const) {
      const answer = await put(payload, reader);
      expect({ field, ...answer }).toEqual({ field, status: 400, body: { [field]: invalid } });
    }
  });

  it("refuses settings that are not valid, field by field, and keeps the saved ones", async () => {
    const reader = await createTestUser(ctx);
    await put(large, reader);
    const invalid = [readerSettingsMessages.invalid];
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ ...large, font_size: 99 }, { font_size: invalid }],
      [{ ...large, font_size: -1 }, { font_size: invalid }],
      [{ ...large, font_size: 2.5 }, { font_size: invalid }],
      [{ ...large, font: "comic-sans" }, { font: invalid }],
      [
        { ...large, line_spacing: "double", margins: 3 },
        { line_spacing: invalid, margins: invalid },
      ],
      [{ ...large, page_layout: undefined }, { page_layout: invalid }],
    ];
    for (const [payload, fields] of cases) {
      expect({ payload, ...(await put(payload, reader)) }).toEqual({
        payload,
        status: 400,
        body: fields,
      });
    }
    const notAnObject = await put([large], reader);
    expect(notAnObject.status).toBe(400);
    expect((await read(reader)).body).toEqual(large);
  });

  it("keeps what is still valid of settings saved under older rules", async () => {
    const reader = await createTestUser(ctx);
    await ctx.deps.db
      .insertInto("reader_settings")
      .values({
        user_id: reader.id,
        settings: JSON.stringify({ ...large, font: "a-withdrawn-font", font_size: 40 }),
        updated_at: 0,
      })
      .execute();
    expect((await read(reader)).body).toEqual({
      ...large,
      font: DEFAULT_READER_SETTINGS.font,
      font_size: DEFAULT_READER_SETTINGS.font_size,
    });
  });

  it("is for signed-in readers only", async () => {
    for (const answer of [await read(), await put(large)]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: authMessages.notAuthenticated });
    }
    const badToken = await getJson(ctx, url, { authorization: "Bearer not-a-token" });
    expect(badToken.status).toBe(401);
  });

  it("is listed in the API documentation", async () => {
    const { body } = await getJson(ctx, "/api/docs/json");
    expect(Object.keys(body.paths["/api/v1/users/reader_settings/"])).toEqual(["get", "put"]);
  });
});

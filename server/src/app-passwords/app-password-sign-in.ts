import { appPasswordMessages } from "@bindery/contract";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../lib/clock.js";
import { HttpError } from "../lib/http-errors.js";
import { markPersonal } from "../lib/private-answers.js";
import type { AppPasswordsRepo } from "./app-passwords.repo.js";
import { hashAppPassword } from "./app-passwords.service.js";

/** What reading apps are asked for: they show the realm in their sign-in prompt. */
export const BASIC_CHALLENGE = { "www-authenticate": 'Basic realm="Bindery", charset="UTF-8"' };

const BASIC = /^Basic ([A-Za-z0-9+/=]+)$/i;
/** last_used_at moves at most this often: a reading app browsing a catalog makes many calls. */
const USE_RECORD_INTERVAL_MS = 60_000;

/** 401 with the Basic challenge, so a reading app asks its user again. */
export const basicRefusal = (detail: string) => new HttpError(401, detail, BASIC_CHALLENGE);

/**
 * HTTP Basic sign-in for reading apps: the account's e-mail address and one of its app
 * passwords. Only app passwords are looked at, so the account password is never accepted
 * here (it would then sit in every app's settings). A request without Basic credentials
 * is a guest (null); wrong ones are refused with the challenge.
 */
export function createAppPasswordSignIn(repo: AppPasswordsRepo, clock: Clock) {
  return {
    isBasic(request: FastifyRequest): boolean {
      return /^Basic\s/i.test(request.headers.authorization ?? "");
    },

    async optionalUser(request: FastifyRequest): Promise<string | null> {
      const header = request.headers.authorization;
      if (!header || !/^Basic\s/i.test(header)) return null;
      markPersonal(request);
      const encoded = BASIC.exec(header.trim())?.[1];
      const decoded = encoded ? Buffer.from(encoded, "base64").toString("utf8") : "";
      const colon = decoded.indexOf(":");
      if (colon < 0) throw basicRefusal(appPasswordMessages.basicRefused);
      const email = decoded.slice(0, colon).trim().toLowerCase();
      const password = decoded.slice(colon + 1);
      const found = password ? await repo.findByHash(hashAppPassword(password)) : undefined;
      if (!found || found.email.toLowerCase() !== email)
        throw basicRefusal(appPasswordMessages.basicRefused);
      const now = clock();
      if (found.last_used_at === null || now - Number(found.last_used_at) >= USE_RECORD_INTERVAL_MS)
        await repo.markUsed(found.id, now);
      return found.user_id;
    },

    /** The signed-in member; 401 with the challenge for a guest. */
    async requireUser(request: FastifyRequest): Promise<string> {
      const userId = await this.optionalUser(request);
      if (!userId) throw basicRefusal(appPasswordMessages.basicRequired);
      return userId;
    },
  };
}

export type AppPasswordSignIn = ReturnType<typeof createAppPasswordSignIn>;

import os from "node:os";
import argon2 from "argon2";
import { createWorkGate } from "../lib/work-gate.js";
import { ARGON2_PARAMETERS } from "./argon2-parameters.js";
import { inPasswordProcess } from "./password-process.js";

/**
 * Hashing happens in a process of lower priority (password-process.ts), one hash per
 * core at most and never on every core (each hash runs one thread per lane): a burst of
 * sign-ins waits in this queue and leaves a core to pages, scripts and other requests
 * (200 parallel sign-ins froze the site's JavaScript files before). On one core, one
 * hash at a time, at the lower priority.
 */
export const passwordHashing = createWorkGate(
  Math.max(1, Math.floor((os.availableParallelism() - 1) / ARGON2_PARAMETERS.parallelism)),
);

export const hashPassword = (password: string): Promise<string> =>
  passwordHashing.run(async () => String(await inPasswordProcess({ op: "hash", password })));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return (
      (await passwordHashing.run(() => inPasswordProcess({ op: "verify", hash, password }))) ===
      true
    );
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters than today's (or is unreadable). */
export function hashIsOutdated(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_PARAMETERS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when the email is unknown, so the answer's timing
 * does not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("bindery-timing-equaliser-password");
  await verifyPassword(await dummyHash, password);
  return false;
}

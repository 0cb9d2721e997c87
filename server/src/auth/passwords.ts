import os from "node:os";
import { createWorkGate } from "../lib/work-gate.js";
import { inPasswordProcess } from "./password-process.js";

/**
 * Hashing happens in a process of lower priority (password-process.ts), at most one hash
 * per core at once: a burst of sign-ins waits in this queue instead of taking every core
 * and the server's thread pool, so pages, scripts and other requests go on being served
 * (200 parallel sign-ins froze the site's JavaScript files before).
 */
export const passwordHashing = createWorkGate(os.availableParallelism());

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

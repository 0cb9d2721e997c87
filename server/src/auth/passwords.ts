import os from "node:os";
import { createWorkGate } from "../lib/work-gate.js";
import { ARGON2_PARAMETERS } from "./argon2-parameters.js";
import { inPasswordProcess } from "./password-process.js";

/**
 * Hashing happens in a process of lower priority (password-process.ts), with no more
 * argon2 threads at once than cores (each hash runs one thread per lane; at least one
 * hash): a burst of sign-ins waits in this queue instead of taking every core, so pages,
 * scripts and other requests go on being served (200 parallel sign-ins froze the site's
 * JavaScript files before). More hashes at once would not sign anyone in sooner, with
 * the cores already full, but would hold more memory and crowd the server's caches.
 */
export const passwordHashing = createWorkGate(
  Math.max(1, Math.floor(os.availableParallelism() / ARGON2_PARAMETERS.parallelism)),
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

import os from "node:os";
import argon2 from "argon2";
import { createWorkGate } from "../lib/work-gate.js";

// argon2id, 64 MiB, 3 passes, 4 lanes: above OWASP's minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 } as const;

/** libuv's thread pool, which argon2 and file reads share (UV_THREADPOOL_SIZE, default 4). */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Hashes run at most one per core, and never on more than all but two of the pool's
 * threads: a burst of sign-ins then queues here instead of taking every pool thread, and
 * static files and other requests go on being served (200 parallel logins froze the
 * site's JavaScript files before).
 */
export const passwordHashing = createWorkGate(
  Math.max(1, Math.min(os.availableParallelism(), THREAD_POOL_SIZE - 2)),
);

export const hashPassword = (password: string): Promise<string> =>
  passwordHashing.run(() => argon2.hash(password, OPTIONS));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await passwordHashing.run(() => argon2.verify(hash, password));
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

import fs from "node:fs";
import os from "node:os";
import argon2 from "argon2";
import { ARGON2_PARAMETERS } from "./argon2-parameters.js";

/**
 * The process that hashes passwords (see password-process.ts) lowers its priority before
 * it hashes anything. Linux keeps nice values per thread, and Node has started threads
 * of its own by now (the thread pool argon2 runs on, V8's helpers): each is lowered by
 * its id; threads started later inherit the value. Elsewhere the process's is lowered.
 */
function lowerPriority(niceness: number): void {
  os.setPriority(niceness);
  const tasks = "/proc/self/task";
  if (!fs.existsSync(tasks)) return;
  for (const tid of fs.readdirSync(tasks)) os.setPriority(Number(tid), niceness);
}
lowerPriority(Number(process.argv[2] ?? 10));

const OPTIONS = { type: argon2.argon2id, ...ARGON2_PARAMETERS } as const;

export type PasswordRequest =
  | { id: number; op: "hash"; password: string }
  | { id: number; op: "verify"; hash: string; password: string };

export type PasswordReply =
  | { id: number; ok: true; value: string | boolean }
  | { id: number; ok: false; error: string };

const answer = (reply: PasswordReply) => process.send?.(reply);

process.on("message", async (request: PasswordRequest) => {
  try {
    const value =
      request.op === "hash"
        ? await argon2.hash(request.password, OPTIONS)
        : await argon2.verify(request.hash, request.password);
    answer({ id: request.id, ok: true, value });
  } catch (error) {
    answer({ id: request.id, ok: false, error: error instanceof Error ? error.message : "failed" });
  }
});
// The server went away: nothing is left to hash for.
process.on("disconnect", () => process.exit(0));

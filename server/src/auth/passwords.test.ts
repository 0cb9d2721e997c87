import fs from "node:fs";
import os from "node:os";
import argon2 from "argon2";
import { describe, expect, it } from "vitest";
import { ARGON2_PARAMETERS } from "./argon2-parameters.js";
import { HASHING_NICENESS, passwordProcessPid } from "./password-process.js";
import { hashIsOutdated, hashPassword, passwordHashing, verifyPassword } from "./passwords.js";

/** The nice value of every thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceness(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`);
  return tasks.map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[16]);
  });
}

describe("password hashing", () => {
  it("runs a burst of hashes on every core but one, the rest waiting", async () => {
    const burst = Array.from({ length: 6 }, (_, n) => hashPassword(`password number ${n}`));
    const { parallelism } = ARGON2_PARAMETERS;
    const cores = os.availableParallelism();
    expect(passwordHashing.size).toBe(Math.max(1, Math.floor((cores - 1) / parallelism)));
    expect(passwordHashing.running).toBe(passwordHashing.size);
    expect(passwordHashing.waiting).toBe(6 - passwordHashing.size);
    const hashes = await Promise.all(burst);
    expect(passwordHashing.running).toBe(0);
    // New hashes keep the account's cost: argon2id, 64 MiB, 3 passes, on one lane.
    expect(hashes[5]).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect(await verifyPassword(hashes[5] ?? "", "password number 5")).toBe(true);
    expect(await verifyPassword(hashes[5] ?? "", "password number 4")).toBe(false);
  });

  it("tells a hash made with other parameters, or unreadable, from a current one", async () => {
    const current = await hashPassword("a password");
    const fourLanes = await argon2.hash("a password", {
      type: argon2.argon2id,
      ...ARGON2_PARAMETERS,
      parallelism: 4,
    });
    expect(hashIsOutdated(current)).toBe(false);
    expect(hashIsOutdated(fourLanes)).toBe(true);
    expect(hashIsOutdated("pbkdf2_sha256$600000$salt$hash")).toBe(true);
    // An older hash still verifies: its parameters come from the hash itself.
    expect(await verifyPassword(fourLanes, "a password")).toBe(true);
  });

  it("hashes in a process whose threads all run below the server's priority", async () => {
    await hashPassword("a password to start the process");
    const pid = passwordProcessPid();
    expect(pid).toBeGreaterThan(0);
    const server = threadNiceness(process.pid)[0] ?? 0;
    // Its argon2 threads included: they were started after it lowered its priority.
    const niceness = threadNiceness(pid ?? 0);
    expect(niceness.length).toBeGreaterThan(4);
    // Strictly below the server (a higher nice value), unless it already runs at 19, the
    // lowest priority there is; and by the amount chosen.
    expect(niceness.every((nice) => nice > server || nice === 19)).toBe(true);
    const lowered = Math.min(19, server + HASHING_NICENESS);
    expect(new Set(niceness.map((nice) => nice >= lowered))).toEqual(new Set([true]));
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, passwordHashing, verifyPassword } from "./passwords.js";

describe("password hashing", () => {
  it("runs a burst of hashes a few at a time, leaving thread-pool room for file reads", async () => {
    const burst = Array.from({ length: 6 }, (_, n) => hashPassword(`password number ${n}`));
    expect(passwordHashing.size).toBeLessThanOrEqual(2);
    expect(passwordHashing.running).toBe(passwordHashing.size);
    expect(passwordHashing.waiting).toBe(6 - passwordHashing.size);
    const hashes = await Promise.all(burst);
    expect(passwordHashing.running).toBe(0);
    expect(await verifyPassword(hashes[5] ?? "", "password number 5")).toBe(true);
    expect(await verifyPassword(hashes[5] ?? "", "password number 4")).toBe(false);
  });
});

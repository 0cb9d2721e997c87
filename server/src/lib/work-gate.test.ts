import { describe, expect, it } from "vitest";
import { createWorkGate } from "./work-gate.js";

describe("work gate", () => {
  it("runs at most its size at once, the rest in order, and survives a failing task", async () => {
    const gate = createWorkGate(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = [0, 1, 2, 3].map((n) =>
      gate.run(
        () =>
          new Promise<number>((resolve, reject) => {
            started.push(n);
            finish[n] = () => (n === 1 ? reject(new Error("task 1 failed")) : resolve(n));
          }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    finish[1]?.();
    await expect(tasks[1]).rejects.toThrow("task 1 failed");
    expect(started).toEqual([0, 1, 2]);
    finish[0]?.();
    finish[2]?.();
    await tasks[2];
    finish[3]?.();
    expect(await Promise.all([tasks[0], tasks[2], tasks[3]])).toEqual([0, 2, 3]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });
});

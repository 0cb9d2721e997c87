import { readFile } from "node:fs";
import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { stepsAhead } from "../src/steps-ahead.js";

/**
 * A port holding a message (a conversion, say) posted before its listener was attached,
 * as a page worker's port holds its PDF once the worker has loaded; `arrived` is set when
 * the message is handled.
 */
function portWithMessage() {
  const { port1, port2 } = new MessageChannel();
  port2.postMessage("convert");
  const state = { arrived: false };
  port1.on("message", () => {
    state.arrived = true;
    port1.close();
  });
  return state;
}

/**
 * Starts stepsAhead where a thread's own work resumes after a file read (the event loop's
 * poll phase), with a message waiting: the case one setImmediate runs a step before.
 */
function afterFileRead(steps: Array<() => void>) {
  return new Promise<{ done: number; arrived: boolean }>((resolve, reject) => {
    readFile(new URL(import.meta.url), () => {
      const message = portWithMessage();
      stepsAhead(steps, () => !message.arrived).then(
        (done) => resolve({ done, arrived: message.arrived }),
        reject,
      );
    });
  });
}

describe("work ahead of need, a step at a time", () => {
  it("runs every step while nothing arrives", async () => {
    const ran: number[] = [];
    const steps = [1, 2, 3].map((n) => () => void ran.push(n));
    expect(await stepsAhead(steps, () => true)).toBe(3);
    expect(ran).toEqual([1, 2, 3]);
  });

  it("handles a message that was waiting before its first step, and runs none", async () => {
    let ran = 0;
    const { done, arrived } = await afterFileRead([() => ran++, () => ran++]);
    expect(arrived).toBe(true);
    expect(done).toBe(0);
    expect(ran).toBe(0);
  });

  it("handles a message that arrives during a step before the next, which it skips", async () => {
    const ran: string[] = [];
    let message = { arrived: false };
    const steps = [
      () => {
        ran.push("fonts");
        message = portWithMessage();
      },
      () => void ran.push("word list"),
    ];
    expect(await stepsAhead(steps, () => !message.arrived)).toBe(1);
    expect(ran).toEqual(["fonts"]);
  });
});

import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobConcurrency, JobHandlers, JobQueue } from "../lib/job-queue.js";
import { reachableRedis } from "../test-support/redis.js";
import { createBullmqQueue } from "./bullmq-queue.js";
import { createEmbeddedQueue } from "./embedded-queue.js";

const redisUrl = await reachableRedis();
const engines: { name: string; create(): JobQueue }[] = [
  { name: "embedded", create: createEmbeddedQueue },
  ...(redisUrl
    ? [
        {
          name: "bullmq",
          // A prefix of its own per queue, so runs and files never share jobs.
          create: () => createBullmqQueue(redisUrl, `test-${randomBytes(4).toString("hex")}`),
        },
      ]
    : []),
];

const one: JobConcurrency = {
  "convert-upload": 1,
  "deliver-contact-mail": 1,
  "seed-catalog": 1,
  "recover-work": 1,
};
const idle = async () => undefined;

function handlers(overrides: Partial<JobHandlers>): JobHandlers {
  return {
    "convert-upload": idle,
    "deliver-contact-mail": idle,
    "seed-catalog": idle,
    "recover-work": idle,
    ...overrides,
  };
}

describe.each(engines)("$name job queue", ({ create }) => {
  const queues: JobQueue[] = [];
  const open = () => {
    const queue = create();
    queues.push(queue);
    return queue;
  };
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
  });

  it("runs a job queued twice while it waits only once", async () => {
    const queue = open();
    const ran: string[] = [];
    await queue.enqueue("convert-upload", { taskId: "t1" });
    await queue.enqueue("convert-upload", { taskId: "t1" });
    await queue.enqueue("convert-upload", { taskId: "t2" });
    await queue.work(
      handlers({
        "convert-upload": async ({ taskId }) => {
          ran.push(taskId);
          return undefined;
        },
      }),
      one,
    );
    await vi.waitFor(() => expect(ran.sort()).toEqual(["t1", "t2"]), { timeout: 10_000 });
  });

  it("runs a job again after the delay its handler asks for, and not after an error", async () => {
    const queue = open();
    const attempts = { mail: 0, seed: 0 };
    await queue.work(
      handlers({
        "deliver-contact-mail": async () => {
          attempts.mail += 1;
          return attempts.mail < 3 ? { retryInMs: 50 } : undefined;
        },
        "seed-catalog": async () => {
          attempts.seed += 1;
          throw new Error("broken for good");
        },
      }),
      one,
    );
    await queue.enqueue("deliver-contact-mail", { messageId: "m1" });
    await queue.enqueue("seed-catalog", {});
    await vi.waitFor(() => expect(attempts.mail).toBe(3), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts).toEqual({ mail: 3, seed: 1 });
  });

  it("lets a running job finish within the grace period when it closes", async () => {
    const queue = open();
    let finished = false;
    let started = false;
    await queue.work(
      handlers({
        "convert-upload": async (_payload, { signal }) => {
          started = true;
          await new Promise((resolve) => setTimeout(resolve, 300));
          finished = !signal.aborted;
          return undefined;
        },
      }),
      one,
    );
    await queue.enqueue("convert-upload", { taskId: "slow" });
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000 });
    await queue.close({ graceMs: 5_000 });
    expect(finished).toBe(true);
  });
});

#!/usr/bin/env node
/**
 * Background conversions on the two queue engines: `npm run bench:scale`.
 *
 * Runs the built server's jobs (`npm run build` first) in this process, on a fresh SQLite
 * data folder, with the embedded queue and with BullMQ on Redis (REDIS_URL, default
 * redis://127.0.0.1:6379/14, emptied first), each with 1 and 2 workers:
 *
 * - throughput: a batch of small corpus PDFs (../shared/corpus/pdfs) queued at once, and
 *   the batch's PDFs per minute (median of BATCH_ROUNDS, the engines taking turns), with
 *   2 workers against 1 of the same engine;
 * - queue overhead: one small PDF queued at a time on an idle queue, enqueue → handler
 *   start, against the same job's conversion (start → end), medians of ROUNDS.
 *
 * "Workers" are conversion slots: the embedded queue runs 2 at once in its process; BullMQ
 * gets two separate worker sets (as two worker processes would have). Each is measured
 * with a spare converter process kept, as every process that runs jobs keeps one (ADR
 * 0066), and, as the reference in the same run, without one: each conversion in a
 * converter process started for it, as a worker-only process converted before. The
 * spare belongs to this process, so here two BullMQ worker sets share one, where two
 * worker processes would have one each.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, "server", "dist");
const corpus = join(root, "..", "shared", "corpus", "pdfs");
/** Small corpus PDFs of different kinds; the scale test converts the same ones. */
const BATCH = JSON.parse(readFileSync(join(root, "bench", "small-corpus-pdfs.json"), "utf8"));
const SMALL = "jo.pdf";
const ROUNDS = 7;
/** Batches per engine, taken in turn with the other engine's; the median counts. */
const BATCH_ROUNDS = 3;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379/14";

for (const file of [join(dist, "main.js"), ...BATCH.map((name) => join(corpus, name))]) {
  if (!existsSync(file)) {
    console.error(`Missing ${file}: build first (npm run build) and keep the corpus beside.`);
    process.exit(1);
  }
}

const { loadConfig } = await import(join(dist, "config.js"));
const { createDeps } = await import(join(dist, "deps.js"));
const { migrateToLatest } = await import(join(dist, "db", "migrate.js"));
const { convertUploadJob } = await import(join(dist, "jobs", "convert-upload.job.js"));
const { Redis } = await import("ioredis");
const { keepConverterWarm, stopKeepingConverterWarm } = await import("@bindery/converter");

const silent = { error() {}, warn() {}, info() {} };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const idle = async () => undefined;
const memoryMb = loadConfig({ NODE_ENV: "test" }).CONVERSION_MEMORY_MB;
/** With a spare kept (ADR 0066) and without one, as a worker-only process converted before. */
const SPARE_MODES = ["spare kept", "no spare"];
/** Before each measure, a spare is ready (a worker idle a while has it) or none is kept. */
async function useSpare(mode) {
  if (mode === "spare kept") await keepConverterWarm(memoryMb);
  else stopKeepingConverterWarm();
}

/** One engine with `workers` conversion slots; `run(files)` converts and times them. */
async function engine(kind, workers) {
  const dataDir = mkdtempSync(join(tmpdir(), "bindery-bench-scale-"));
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...(kind === "bullmq" ? { REDIS_URL: redisUrl } : {}),
  };
  const slots = kind === "bullmq" ? workers : 1;
  const perSet = kind === "bullmq" ? 1 : workers;
  const first = createDeps(loadConfig(env));
  await migrateToLatest(first.db);
  const all = [first];
  // More BullMQ worker sets share the first one's database and files.
  for (let index = 1; index < slots; index += 1) {
    all.push(
      createDeps(loadConfig(env), { db: first.db, dbKind: first.dbKind, storage: first.storage }),
    );
  }
  const started = new Map();
  const ended = new Map();
  for (const deps of all) {
    const convert = convertUploadJob(deps, silent);
    await deps.queue.work(
      {
        "convert-upload": async (payload, context) => {
          if (!started.has(payload.taskId)) started.set(payload.taskId, performance.now());
          const outcome = await convert(payload, context);
          ended.set(payload.taskId, performance.now());
          return outcome;
        },
        "deliver-contact-mail": idle,
        "seed-catalog": idle,
        "recover-work": idle,
      },
      { "convert-upload": perSet, "deliver-contact-mail": 1, "seed-catalog": 1, "recover-work": 1 },
    );
  }
  const userId = "bench-user";
  await first.db
    .insertInto("users")
    .values({
      id: userId,
      first_name: "Bench",
      last_name: "User",
      email: "bench@example.com",
      password_hash: "x",
      is_premium: 1,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
  const tasks = first.repos.uploadTasks;
  let count = 0;

  async function queue(file) {
    count += 1;
    const id = `task-${count}`;
    await first.storage.put(`uploads/${id}.pdf`, readFileSync(join(corpus, file)));
    await tasks.insert({
      id,
      user_id: userId,
      book_id: null,
      name: file,
      description: "",
      status: 0,
      reason: null,
      file_key: `uploads/${id}.pdf`,
      attempts: 0,
      created_at: Date.now(),
      updated_at: Date.now(),
    });
    const enqueued = performance.now();
    await first.queue.enqueue("convert-upload", { taskId: id });
    return { id, enqueued };
  }
  async function settled(ids) {
    while (!ids.every((id) => ended.has(id))) await new Promise((r) => setTimeout(r, 5));
  }

  return {
    async batch(files) {
      const began = performance.now();
      const queued = await Promise.all(files.map(queue));
      await settled(queued.map((job) => job.id));
      return (files.length / (performance.now() - began)) * 60_000;
    },
    /** One job on an idle queue: enqueue → handler start, and its conversion. */
    async overhead(file) {
      const job = await queue(file);
      await settled([job.id]);
      return {
        wait: started.get(job.id) - job.enqueued,
        conversion: ended.get(job.id) - started.get(job.id),
      };
    },
    async close() {
      for (const deps of all.slice(1)) await deps.queue.close();
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (!(await reachable(redisUrl))) {
  console.error(`Redis at ${redisUrl} does not answer: set REDIS_URL.`);
  process.exit(1);
}
await new Redis(redisUrl).flushdb().then(() => undefined);

const KINDS = ["embedded", "bullmq"];
const results = [];
for (const workers of [1, 2]) {
  // Both engines side by side, with and without a spare, their batches taken in turn, so
  // that a change in the machine's load (shared, busy) falls on all of them rather than on
  // whichever ran last.
  const runs = Object.fromEntries(
    await Promise.all(KINDS.map(async (kind) => [kind, await engine(kind, workers)])),
  );
  const setups = KINDS.flatMap((kind) => SPARE_MODES.map((spare) => ({ kind, spare })));
  try {
    for (const kind of KINDS) await runs[kind].overhead(SMALL); // the converter's first start
    const batches = new Map(setups.map((setup) => [setup, []]));
    for (let round = 0; round < BATCH_ROUNDS; round += 1) {
      for (const setup of setups) {
        await useSpare(setup.spare);
        batches.get(setup).push(await runs[setup.kind].batch(BATCH));
      }
    }
    for (const setup of setups) {
      const { kind, spare } = setup;
      const perMinute = median(batches.get(setup));
      const waits = [];
      const conversions = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        await useSpare(spare);
        const { wait, conversion } = await runs[kind].overhead(SMALL);
        waits.push(wait);
        conversions.push(conversion);
      }
      const wait = median(waits);
      const conversion = median(conversions);
      results.push({ kind, spare, workers, perMinute, wait, conversion });
      console.log(
        `${kind.padEnd(8)} ${workers} worker(s), ${spare.padEnd(10)}: ${perMinute.toFixed(1)} PDFs/min ` +
          `(batches ${batches
            .get(setup)
            .map((value) => value.toFixed(1))
            .join(", ")}); ` +
          `enqueue→start ${wait.toFixed(1)} ms against ${conversion.toFixed(0)} ms converting ` +
          `${SMALL} (${((wait / conversion) * 100).toFixed(2)}%)`,
      );
    }
  } finally {
    stopKeepingConverterWarm();
    for (const kind of KINDS) await runs[kind].close();
  }
}
const of = (kind, workers, spare = "spare kept") =>
  results.find((r) => r.kind === kind && r.workers === workers && r.spare === spare);
for (const kind of KINDS) {
  console.log(
    `${kind}: 2 workers / 1 worker throughput ${(of(kind, 2).perMinute / of(kind, 1).perMinute).toFixed(2)}×`,
  );
  for (const workers of [1, 2]) {
    const kept = of(kind, workers);
    const none = of(kind, workers, "no spare");
    console.log(
      `${kind}, ${workers} worker(s): spare kept / no spare throughput ${(kept.perMinute / none.perMinute).toFixed(2)}×, ` +
        `${SMALL} converted in ${(kept.conversion / none.conversion).toFixed(2)}× the time`,
    );
  }
}
console.log(
  `BullMQ / embedded throughput, 2 workers: ${(of("bullmq", 2).perMinute / of("embedded", 2).perMinute).toFixed(2)}×`,
);
process.exit(0);

async function reachable(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connectDatabase, type DatabaseHandle } from "../../server/src/db/connect.js";
import { type TestDatabase, testDatabases } from "../../server/src/test-support/databases.js";
import { reachableRedis } from "../../server/src/test-support/redis.js";
import { startS3Server } from "../../server/src/test-support/s3-server.js";
import { findFreePort, waitUntilHealthy } from "./server.js";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_MAIN = path.join(REPO_ROOT, "server", "dist", "main.js");

/** One spawned Bindery process of a cluster: an `api` or a `worker`. */
export interface ClusterProcess {
  role: "api" | "worker";
  pid: number;
  /** Where it answers: the API, or a worker's /healthz. */
  baseUrl: string;
  output(): string;
  /** kill -9: no shutdown, no hand-over, as when a machine dies. */
  kill(): void;
  /** SIGTERM, then waits for it to exit (kill -9 after 30 s): how it exited. */
  stop(): Promise<ProcessExit>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Starts the built server (server/dist/main.js) in one role with `env`, its own data
 * folder (so nothing can be shared through a local disk), and waits for /healthz.
 */
export async function startClusterProcess(
  role: "api" | "worker",
  env: Record<string, string>,
): Promise<ClusterProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bindery-${role}-`));
  const port = await findFreePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      BINDERY_ROLES: role,
      ...(role === "api" ? { PORT: String(port) } : { WORKER_HEALTH_PORT: String(port) }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(killer);
    }
    // A converter the server started may still be writing its last files.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    return exited;
  };
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- ${role} output ---\n${output}`);
  }
  return {
    role,
    pid: child.pid as number,
    baseUrl,
    output: () => output,
    kill: () => child.kill("SIGKILL"),
    stop,
  };
}

/** What a cluster shares: one PostgreSQL database, a Redis database and an S3 bucket. */
export interface ClusterServices {
  /** The settings every process of the cluster gets. */
  env: Record<string, string>;
  /** The shared database, to look at tasks and books as they are. */
  db: DatabaseHandle;
  /** The Redis database the processes' queues live in. */
  redisUrl: string;
  close(): Promise<void>;
}

/**
 * The shared services a cluster runs on: a fresh PostgreSQL database, a Redis database of
 * its own (so other runs' queues and limits stay apart) and a local S3 server. Callers
 * skip when `clusterServicesReachable()` says the machine has no PostgreSQL or Redis.
 */
export async function startClusterServices(): Promise<ClusterServices> {
  const postgres = (await testDatabases()).find((target) => target.name === "postgres");
  const redisUrl = await reachableRedis();
  if (!postgres || !redisUrl) throw new Error("A cluster needs PostgreSQL and Redis.");
  const database: TestDatabase = await postgres.create();
  const s3 = await startS3Server();
  const redis = new URL(redisUrl);
  redis.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
  const db = connectDatabase(database.url);
  return {
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: redis.toString(),
      // One conversion at a time per worker on 2 cores: the workers scale by count.
      CONVERSION_CONCURRENCY: "1",
      ...s3.env,
    },
    db,
    redisUrl: redis.toString(),
    async close() {
      await db.close();
      await s3.close();
      await database.drop();
    },
  };
}

/** Whether this machine can run a cluster (PostgreSQL and Redis answer). */
export async function clusterServicesReachable(): Promise<boolean> {
  const postgres = (await testDatabases()).some((target) => target.name === "postgres");
  return postgres && (await reachableRedis()) !== null;
}

/** A lease's holder process: its owner is host/pid/random (deps.ts workerId). */
export function leaseHolderPid(leaseOwner: string | null | undefined): number {
  return Number(leaseOwner?.split("/")[1]);
}

/** Probes every 50 ms until it answers, or fails after `timeoutMs` saying what `explain` tells. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  explain: () => Promise<string> = async () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) {
      throw new Error(`Not reached within ${timeoutMs / 1000} s.\n${await explain()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The pids of `pid`'s converter processes (its children running the converter's
 * child-entry), read from /proc as `ps` would show them; empty where there is no /proc.
 */
export async function converterProcesses(pid: number): Promise<number[]> {
  const entries = await readdir("/proc").catch(() => []);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const [stat, cmdline] = await Promise.all([
      readFile(`/proc/${entry}/stat`, "utf8").catch(() => ""),
      readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => ""),
    ]);
    // The parent's pid is the second field after the command's name, which is in brackets.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent === pid && cmdline.includes("child-entry")) found.push(Number(entry));
  }
  return found;
}

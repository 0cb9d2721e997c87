import { spawn } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort, waitUntilHealthy } from "./server.js";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_MAIN = path.join(REPO_ROOT, "server", "dist", "main.js");
/** The built-in themes' rendering, shared with the other browser tests' servers. */
const SHARED_CACHE = path.join(os.tmpdir(), "bindery-e2e-cache");

/** One spawned Bindery process of a cluster: an `api` or a `worker`. */
export interface ClusterProcess {
  role: "api" | "worker";
  pid: number;
  /** Where it answers: the API, or a worker's /healthz. */
  baseUrl: string;
  output(): string;
  /** kill -9: no shutdown, no hand-over, as when a machine dies. */
  kill(): void;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
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
  await symlink(SHARED_CACHE, path.join(dataDir, "cache"), "dir").catch(() => {});
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
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
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

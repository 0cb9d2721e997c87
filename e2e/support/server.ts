import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Built by the test command (`npm test` builds first); this harness builds nothing. */
const SERVER_MAIN = path.join(REPO_ROOT, "server", "dist", "main.js");
/** The first start of a run renders the built-in themes, which takes a while on 2 cores. */
const READY_TIMEOUT_MS = 120_000;
/**
 * The server renders its built-in theme files into DATA_DIR/cache and checks them on
 * later starts. Every test server's data folder points its cache here, so the rendering
 * happens once per machine instead of once per test file.
 */
const SHARED_CACHE = path.join(os.tmpdir(), "bindery-e2e-cache");
const START_LOCK = `${SHARED_CACHE}.lock`;
/** A start lock older than this was left by a run that died; it is taken over. */
const STALE_LOCK_MS = 180_000;

export interface TestServer {
  baseUrl: string;
  /** The server's DATA_DIR: its SQLite database, files and mail outbox. */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real server on a free port with its own empty SQLite data folder. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bindery-e2e-"));
  await mkdir(SHARED_CACHE, { recursive: true });
  await symlink(SHARED_CACHE, path.join(dataDir, "cache"), "dir");
  // One server starts at a time, so the first renders the shared cache and the others
  // find it ready rather than rendering it too, side by side.
  const releaseLock = await takeStartLock();
  try {
    return await launch(dataDir, extraEnv);
  } finally {
    await releaseLock();
  }
}

async function launch(dataDir: string, extraEnv: Record<string, string>): Promise<TestServer> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  // The embedded defaults: a developer's own database or Redis must not be touched.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept to explain a server that would not start.
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, dataDir, stop };
}

async function takeStartLock(): Promise<() => Promise<void>> {
  const holderFile = path.join(START_LOCK, "pid");
  const release = () => rm(START_LOCK, { recursive: true, force: true });
  for (;;) {
    try {
      await mkdir(START_LOCK);
      await writeFile(holderFile, String(process.pid));
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (await isAbandoned(START_LOCK, holderFile)) await release();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A lock whose holder has exited, or that is older than any start can take. */
async function isAbandoned(lock: string, holderFile: string): Promise<boolean> {
  const holder = Number(await readFile(holderFile, "utf8").catch(() => ""));
  if (holder > 0) {
    try {
      process.kill(holder, 0);
    } catch {
      return true;
    }
  }
  const age = await stat(lock).then(
    (info) => Date.now() - info.mtimeMs,
    () => 0,
  );
  return age > STALE_LOCK_MS;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /healthz within ${READY_TIMEOUT_MS / 1000} s.`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(killer);
}

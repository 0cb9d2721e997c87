import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Built by the test command (`npm test` builds first); this harness builds nothing. */
const SERVER_MAIN = path.join(REPO_ROOT, "server", "dist", "main.js");
/**
 * The built-in themes are rendered by the build, so a start on an empty data folder
 * takes a second or two; this leaves room for a machine busy with other test files.
 */
const READY_TIMEOUT_MS = 60_000;

export interface TestServer {
  baseUrl: string;
  /** The server's DATA_DIR: its SQLite database, files and mail outbox. */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real server on a free port with its own empty SQLite data folder. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bindery-e2e-"));
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
    // A converter the server started may still be writing its last files.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, dataDir, stop };
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

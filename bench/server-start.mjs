// Time from spawning the built server on an empty data folder to its first /healthz answer,
// and, as the same-run reference, a second start on that folder (nothing left to store).
// Usage: npm run build && node bench/server-start.mjs [runs]
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const port = 3999;

/**
 * Waits until no converter process of an earlier start is left: a stopped server's spare
 * converter ends with it, but one still warming its engines takes a while to notice, and
 * would take CPU from the next start. Linux only (reads /proc); elsewhere it waits not.
 */
async function noSpareLeft() {
  for (;;) {
    const pids = await readdir("/proc").catch(() => []);
    const commands = await Promise.all(
      pids
        .filter((pid) => /^\d+$/.test(pid))
        .map((pid) => readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")),
    );
    if (!commands.some((command) => command.includes("isolation/child-entry"))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function once(dataDir) {
  await noSpareLeft();
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, "server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "error",
      // The catalog's first-run import runs after start; it would only add noise here.
      CATALOG_STARTER_SET: "none",
      BINDERY_SEED_DIR: "",
    },
    stdio: "inherit",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
      const ok = await fetch(`http://localhost:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - began;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const rows = [];
for (let run = 0; run < runs; run++) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bindery-start-"));
  try {
    const fresh = await once(dataDir);
    const again = await once(dataDir);
    rows.push(
      `fresh ${(fresh / 1000).toFixed(2)} s, again ${(again / 1000).toFixed(2)} s, ratio ${(fresh / again).toFixed(2)}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(`Start until /healthz answers (CATALOG_STARTER_SET=none):\n${rows.join("\n")}`);

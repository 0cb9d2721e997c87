/**
 * The built server (server/dist/main.js) on loopback with a fresh SQLite database, for
 * the load and Lighthouse benchmarks: `books` public books (the first with `pages`
 * pages of about 1.2 KB of text each) and `accounts` accounts with one password.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const HOST = "127.0.0.1";
export const PASSWORD = "bench password 1234";

const dist = (file) => import(path.join(root, "server", "dist", file));

export function assertBuilt(name) {
  if (!fs.existsSync(path.join(root, "server/dist/main.js"))) {
    console.error(`${name}: build first (\`npm run build\`).`);
    process.exit(1);
  }
}

async function seed(env, { books, pages, accounts }) {
  const { loadConfig } = await dist("config.js");
  const { createDeps } = await dist("deps.js");
  const { migrateToLatest } = await dist("db/migrate.js");
  const { hashPassword } = await dist("auth/passwords.js");
  const { newId } = await dist("lib/ids.js");
  const deps = createDeps(loadConfig(env));
  await migrateToLatest(deps.db);
  const { books: repo, pages: pagesRepo, users } = deps.repos;
  const paragraph =
    "It was the best of times, it was the worst of times, it was the age of wisdom. ";
  let firstBook = "";
  for (let n = 0; n < books; n++) {
    const book = await repo.createBook({
      owner_id: null,
      title: `Public book ${n}`,
      author: "An Author",
      description: "A public-domain book for the benchmarks.",
      is_public_domain: 1,
      status: "ready",
    });
    if (n > 0) continue;
    firstBook = book.id;
    await pagesRepo.appendPages(
      book.id,
      Array.from({ length: pages }, (_, order) => ({
        page_order: order,
        page_number: Math.floor(order / 2),
        page_content: paragraph.repeat(15),
        visual_content: [],
      })),
    );
  }
  const hash = accounts > 0 ? await hashPassword(PASSWORD) : "";
  const now = Date.now();
  for (let n = 0; n < accounts; n++) {
    await users.insert({
      id: newId(),
      first_name: "Bench",
      last_name: `Reader ${n}`,
      email: `reader${n}@example.com`,
      password_hash: hash,
      is_premium: 0,
      created_at: now,
      updated_at: now,
    });
  }
  await deps.close();
  return firstBook;
}

export async function waitFor(url, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** CPU seconds used so far by a process and its children (Linux /proc; 0 elsewhere). */
function cpuSecondsOf(pid) {
  const ticks = 100;
  let total = 0;
  if (!fs.existsSync("/proc")) return 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(entry) !== pid && Number(fields[1]) !== pid) continue;
    total += (Number(fields[11]) + Number(fields[12])) / ticks;
  }
  return total;
}

/**
 * Waits until the server and its children are nearly idle (under a tenth of a core for
 * a second), at most `seconds`: after listening it still renders themes and warms a
 * converter process, which would be measured as the server's slowness.
 */
export async function waitUntilQuiet(pid, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  let before = cpuSecondsOf(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSecondsOf(pid);
    if (now - before < 0.1) return;
    before = now;
  }
}

/**
 * Seeds a data folder, starts the server on it and waits until it answers. `stop()`
 * ends every process started here and removes the folder. Ports: the server's, the next
 * for a bench's own reference server, the one after for the server's health thread.
 */
export async function startBenchServer({ books = 1000, pages = 200, accounts = 0, env = {} }) {
  const port = 39_000 + Math.floor(Math.random() * 250) * 4;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-bench-"));
  const noSeed = path.join(dataDir, "no-seed");
  fs.mkdirSync(noSeed);
  const serverEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    HOST,
    PORT: String(port),
    HEALTH_PORT: String(port + 2),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    BINDERY_SEED_DIR: noSeed,
    CATALOG_STARTER_SET: "none",
    ...env,
  };
  const bookId = await seed(serverEnv, { books, pages, accounts });
  const children = [];
  const startNode = (args, extraEnv = {}) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...serverEnv, ...extraEnv },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    return child;
  };
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  const main = startNode(["server/dist/main.js"]);
  const base = `http://${HOST}:${port}`;
  await waitFor(`${base}/healthz`);
  await waitUntilQuiet(main.pid);
  return { base, healthBase: `http://${HOST}:${port + 2}`, port, bookId, dataDir, startNode, stop };
}

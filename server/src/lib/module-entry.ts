import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * A module to run in a process of its own: the built file (dist, `.js`) or, when the
 * sources run directly (tests), the `.ts` beside it through tsx.
 */
export function moduleEntry(builtUrl: URL): { path: string; execArgv: string[] } {
  const built = fileURLToPath(builtUrl);
  if (existsSync(built)) return { path: built, execArgv: [] };
  return { path: built.replace(/\.js$/, ".ts"), execArgv: ["--import", "tsx"] };
}

/**
 * The same for a thread: a thread does not take `--import`, so the sources are loaded
 * through tsx's API by a one-line bootstrap.
 */
export function startThread(builtUrl: URL, workerData: unknown): Worker {
  const entry = moduleEntry(builtUrl);
  if (entry.execArgv.length === 0) return new Worker(entry.path, { workerData });
  const source = JSON.stringify(pathToFileURL(entry.path).href);
  return new Worker(`import("tsx/esm/api").then((tsx) => tsx.tsImport(${source}, ${source}))`, {
    eval: true,
    workerData,
  });
}

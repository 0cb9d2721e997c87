import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts sibling modules in worker threads and child processes. From the built package
 * the module is a .js file; when the TypeScript sources run directly (the test suite),
 * it is the .ts file, loaded through tsx.
 */
function builtModule(relative: string, base: string): URL | null {
  const url = new URL(relative, base);
  return existsSync(fileURLToPath(url)) ? url : null;
}

function sourceModule(relative: string, base: string): URL {
  return new URL(relative.replace(/\.js$/, ".ts"), base);
}

export function startWorker(relative: string, base: string, options: WorkerOptions): Worker {
  const built = builtModule(relative, base);
  if (built) return new Worker(built, options);
  // Worker threads do not take --import; register tsx from inside the thread instead.
  const tsx = import.meta.resolve("tsx/esm/api");
  const source = sourceModule(relative, base).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** The script and Node options to fork a child process running a sibling module. */
export function childModule(relative: string, base: string): { path: string; execArgv: string[] } {
  const built = builtModule(relative, base);
  if (built) return { path: fileURLToPath(built), execArgv: [] };
  return { path: fileURLToPath(sourceModule(relative, base)), execArgv: ["--import", "tsx"] };
}

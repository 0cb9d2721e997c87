import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { renderThemeFiles } from "./render-theme.js";
import type { RenderResponse } from "./render-worker.js";
import type { ThemeDefinition } from "./theme-definitions.js";

/** Renders themes, possibly several at once; must be closed when done. */
export interface ThemeRenderer {
  /** Worker threads in use; 0 when rendering in the calling thread. */
  readonly threads: number;
  render(theme: ThemeDefinition): Promise<Map<string, Buffer>>;
  close(): Promise<void>;
}

/**
 * Worker threads when the compiled worker script is there (the built server), else
 * in this thread. Under the TypeScript test runner there is no `.js` worker to start,
 * and the files come out byte-identical either way: every generator is seeded.
 */
export function createThemeRenderer(workers: number): ThemeRenderer {
  const script = new URL("./render-worker.js", import.meta.url);
  if (workers < 1 || script.protocol !== "file:" || !existsSync(fileURLToPath(script))) {
    return { threads: 0, render: renderThemeFiles, close: async () => {} };
  }
  return createWorkerRenderer(script, workers);
}

function createWorkerRenderer(script: URL, count: number): ThemeRenderer {
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  const all = Array.from({ length: count }, () => new Worker(script));
  idle.push(...all);
  const acquire = () =>
    new Promise<Worker>((resolve) => {
      const worker = idle.pop();
      if (worker) resolve(worker);
      else waiting.push(resolve);
    });
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  // After any failure the pool is not trusted again: the caller gives up on the run.
  let broken: Error | null = null;
  return {
    threads: count,
    async render(theme) {
      if (broken) throw broken;
      const worker = await acquire();
      let healthy = false;
      try {
        const response = await new Promise<RenderResponse>((resolve, reject) => {
          const settle = () => {
            worker.off("message", onMessage);
            worker.off("error", onError);
            worker.off("exit", onExit);
          };
          const onMessage = (message: RenderResponse) => {
            settle();
            resolve(message);
          };
          const onError = (error: Error) => {
            settle();
            reject(error);
          };
          // A worker killed outright (out of memory, say) exits without an error event.
          const onExit = (code: number) => {
            settle();
            reject(
              new Error(`The theme worker exited with code ${code} while rendering ${theme.id}`),
            );
          };
          worker.on("message", onMessage);
          worker.on("error", onError);
          worker.on("exit", onExit);
          worker.postMessage({ id: theme.id });
        });
        healthy = true;
        if ("error" in response) throw new Error(`Rendering ${theme.id} failed: ${response.error}`);
        return new Map(response.files.map(([name, data]) => [name, Buffer.from(data)]));
      } catch (error) {
        broken ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        if (healthy) release(worker);
      }
    },
    async close() {
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

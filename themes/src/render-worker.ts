import { parentPort } from "node:worker_threads";
import { renderThemeFiles } from "./render-theme.js";
import { BUILTIN_THEMES } from "./theme-definitions.js";

/** A request to the worker: render the built-in theme with this id. */
export interface RenderRequest {
  id: string;
}

/** The worker's answer: the files, or why it failed. */
export type RenderResponse =
  | { id: string; files: [string, Uint8Array][] }
  | { id: string; error: string };

/**
 * Runs in a worker thread so two themes are painted at once: painting is plain
 * JavaScript, which would otherwise keep one of the machine's cores idle.
 */
parentPort?.on("message", async (request: RenderRequest) => {
  const port = parentPort;
  if (!port) return;
  try {
    const theme = BUILTIN_THEMES.find((candidate) => candidate.id === request.id);
    if (!theme) throw new Error(`Unknown theme ${request.id}`);
    const files = [...(await renderThemeFiles(theme))].map(
      ([name, data]) => [name, new Uint8Array(data)] as [string, Uint8Array],
    );
    const response: RenderResponse = { id: request.id, files };
    port.postMessage(response);
  } catch (error) {
    const response: RenderResponse = {
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
    port.postMessage(response);
  }
});

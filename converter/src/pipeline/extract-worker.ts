import { parentPort, workerData } from "node:worker_threads";
import { serializeError } from "../errors.js";
import { useCompiledMupdf } from "./mupdf-module.js";
import type { FromWorker, ToWorker, WorkerData } from "./worker-protocol.js";

/** A page worker: an InlineExtractor on its own thread, driven by messages. */
const port = parentPort;
if (!port) throw new Error("extract-worker must run in a worker thread");
const data = workerData as WorkerData;
// Before anything imports MuPDF: it must use the module compiled by the converting thread.
useCompiledMupdf(data.mupdf);
const { InlineExtractor } = await import("./inline-extractor.js");
const extractor = new InlineExtractor(data.settings);

const opened = extractor.open().then(
  (info) => port.postMessage({ type: "opened", info } satisfies FromWorker),
  (error: unknown) => {
    port.postMessage({ type: "open-failed", error: serializeError(error) } satisfies FromWorker);
    throw error;
  },
);
opened.catch(() => {});

port.on("message", async (message: ToWorker) => {
  try {
    await opened;
    if (message.type === "drain") {
      await extractor.drain();
      port.postMessage({ type: "drained", id: message.id } satisfies FromWorker);
    } else {
      const page = await extractor.extract(message.index, message.makeCover);
      port.postMessage({ type: "page", id: message.id, page } satisfies FromWorker);
    }
  } catch (error) {
    port.postMessage({
      type: "failed",
      id: message.id,
      error: serializeError(error),
    } satisfies FromWorker);
  }
});

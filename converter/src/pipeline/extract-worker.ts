import { parentPort, workerData } from "node:worker_threads";
import { deserializeError, serializeError } from "../errors.js";
import type { OcrImage } from "../ocr/ocr-image.js";
import type { Recognised } from "../ocr/recognizer.js";
import { useCompiledMupdf } from "./mupdf-module.js";
import { MupdfReset } from "./mupdf-reset.js";
import type { FromWorker, ToWorker, WorkerData } from "./worker-protocol.js";

/** A page worker: an InlineExtractor on its own thread, driven by messages. */
if (!parentPort) throw new Error("extract-worker must run in a worker thread");
const port = parentPort;
const data = workerData as WorkerData;
// Before anything imports MuPDF: it must use the module compiled by the converting thread.
const instance = useCompiledMupdf(data.mupdf);
// Importing it instantiates MuPDF: a worker started ahead is ready when its PDF arrives.
const { InlineExtractor } = await import("./inline-extractor.js");
// MuPDF as the converter's modules left it, before any PDF: each conversion starts from it.
const mupdfReset = new MupdfReset(await instance, await import("mupdf"));

/** The extractor, once its document is open; null until "open" arrives. */
let opened: Promise<InstanceType<typeof InlineExtractor>> | null = null;

/** Scans sent to the converting thread to be read, by the id its answer repeats. */
const recognitions = new Map<
  number,
  { resolve(result: Recognised): void; reject(error: Error): void }
>();
let nextRecognition = 0;

/**
 * Has the converting thread read a scan: its OCR engines serve every page worker of the
 * process and outlive this worker (see ocr/engines.ts).
 */
function recogniseOnConvertingThread(image: OcrImage): Promise<Recognised> {
  const id = nextRecognition++;
  return new Promise((resolve, reject) => {
    recognitions.set(id, { resolve, reject });
    port.postMessage({ type: "recognise", id, image } satisfies FromWorker);
  });
}

function answerRecognition(message: Extract<ToWorker, { id: number }>): void {
  const recognition = recognitions.get(message.id);
  recognitions.delete(message.id);
  if (message.type === "recognised") recognition?.resolve(message.result);
  if (message.type === "recognise-failed") recognition?.reject(deserializeError(message.error));
}

function open(message: Extract<ToWorker, { type: "open" }>): void {
  const extractor = new InlineExtractor(message.settings, recogniseOnConvertingThread);
  opened = extractor.open().then(
    (info) => {
      port.postMessage({ type: "opened", info } satisfies FromWorker);
      return extractor;
    },
    (error: unknown) => {
      port.postMessage({ type: "open-failed", error: serializeError(error) } satisfies FromWorker);
      throw error;
    },
  );
  opened.catch(() => {});
}

/**
 * Ends the conversion: the document is freed and MuPDF returned to its state before any
 * PDF, so that this worker can read the next conversion's PDF (see MupdfReset).
 */
async function close(): Promise<void> {
  if (opened) await (await opened.catch(() => null))?.close();
  opened = null;
  mupdfReset.reset();
  port.postMessage({ type: "closed", memoryBytes: mupdfReset.size } satisfies FromWorker);
}

port.on("message", async (message: ToWorker) => {
  if (message.type === "open") return open(message);
  if (message.type === "close") return close();
  if (message.type === "recognised" || message.type === "recognise-failed") {
    return answerRecognition(message);
  }
  try {
    // Messages arrive in order, so "open" came first; a request without it is a bug.
    if (!opened) throw new Error(`page worker asked to ${message.type} before open`);
    const extractor = await opened;
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

if (data.practise) {
  const { practise } = await import("./practice-pages.js");
  await practise(() => opened !== null);
}
port.postMessage({ type: "ready" } satisfies FromWorker);

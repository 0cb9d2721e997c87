import type { Worker } from "node:worker_threads";
import {
  ConversionError,
  conversionMessages,
  deserializeError,
  serializeError,
} from "../errors.js";
import type { OcrImage } from "../ocr/ocr-image.js";
import { recognizePage } from "../ocr/recognizer.js";
import type { ExtractedPage } from "../text/extracted-page.js";
import { startWorker } from "./module-entry.js";
import { compileMupdf } from "./mupdf-module.js";
import type { ExtractorSettings, OpenedDocument, PageExtractor } from "./page-extractor.js";
import type { FromWorker, ToWorker, WorkerData } from "./worker-protocol.js";

interface Pending {
  /** With the page for an extraction, with nothing for a drain. */
  resolve(answer: ExtractedPage | undefined): void;
  reject(error: Error): void;
}

interface PageWorker {
  worker: Worker;
  opened: Promise<OpenedDocument>;
  /** Fails `opened` if it has not settled yet (the extractor closed while it opened). */
  abandonOpening(error: Error): void;
  pending: Map<number, Pending>;
}

/**
 * Pages a worker holds at once: the one it reads and the next, so it never waits for the
 * converting thread between two pages. The rest wait here, to go to whichever worker is
 * free first: a page that takes long (a big scanned image to decode) then holds up one
 * worker, not the pages queued behind it.
 */
const PAGES_IN_HAND = 2;

/**
 * The most MuPDF memory a page worker may hold to be kept for the next conversion, as
 * MuPDF's memory never shrinks: freeculture.pdf (352 pages) leaves each of two workers
 * with 32–46 MB; a PDF of huge scans may leave hundreds, which a new worker does not hold.
 */
const KEPT_MEMORY_LIMIT = 256 * 1024 * 1024;

/** A page asked for and not yet handed to a worker. */
interface QueuedPage {
  index: number;
  makeCover: boolean;
  resolve(page: ExtractedPage): void;
  reject(error: Error): void;
}

/** Page workers started ahead of a conversion, waiting for their document. */
const waiting: Worker[] = [];

/** Settles once every page worker started ahead has loaded (or exited). */
let waitingLoaded: Promise<unknown> = Promise.resolve();

/**
 * Starts `count` page workers ahead, for a process that starts before its PDF arrives
 * (a spare converter process): loading and instantiating MuPDF costs each about 0.2 s,
 * which a conversion then does not wait for. Resolves once they are started; they load
 * and read their practice pages (practice-pages.ts) on their own threads, which
 * pageWorkersLoaded() waits for. They do not keep the process alive. None starts its
 * OCR engine before its first scan.
 */
export async function startPageWorkersAhead(count: number): Promise<void> {
  const mupdf = await loadForWorkers();
  const loading: Array<Promise<unknown>> = [waitingLoaded];
  for (let i = waiting.length; i < count; i++) {
    const worker = spawnWorker(mupdf, true);
    const exited = keepWaiting(worker);
    const ready = new Promise((resolve) => worker.once("message", resolve));
    loading.push(Promise.race([ready, exited]));
  }
  waitingLoaded = Promise.all(loading);
}

/**
 * Puts a worker among those waiting for a document, without keeping the process alive;
 * resolves when it exits, by then no longer waiting.
 */
function keepWaiting(worker: Worker): Promise<void> {
  worker.unref();
  waiting.push(worker);
  // One that dies while it waits is not handed a document (an error is followed by exit).
  worker.on("error", () => {});
  return new Promise((resolve) => worker.once("exit", resolve)).then(() => {
    const at = waiting.indexOf(worker);
    if (at >= 0) waiting.splice(at, 1);
  });
}

/** Resolves once the page workers started ahead have loaded MuPDF and practised. */
export async function pageWorkersLoaded(): Promise<void> {
  await waitingLoaded;
}

/** How many page workers started ahead are waiting for a document. */
export function pageWorkersWaiting(): number {
  return waiting.length;
}

/** Up to `count` workers started ahead; the others are stopped (a conversion needs no more). */
function takeWaitingWorkers(count: number): Worker[] {
  const taken = waiting.splice(0, count);
  for (const surplus of waiting.splice(0)) void surplus.terminate();
  for (const worker of taken) worker.ref();
  return taken;
}

async function loadForWorkers(): Promise<WebAssembly.Module> {
  // sharp's documentation: on glibc Linux the main thread must load sharp before worker
  // threads do, so that its shared libraries stay loaded until every thread is done.
  const [mupdf] = await Promise.all([compileMupdf(), import("sharp")]);
  return mupdf;
}

function spawnWorker(mupdf: WebAssembly.Module, practise = false): Worker {
  const data: WorkerData = { mupdf, practise };
  return startWorker("./extract-worker.js", import.meta.url, { workerData: data });
}

/**
 * Reads pages on worker threads, each with its own MuPDF instance opened on the same
 * shared bytes, so a big PDF uses every core. Pages wait in one queue and go to the first
 * worker with room (PAGES_IN_HAND). Each worker also encodes the images it renders: the
 * pixels (megabytes a page) then never cross threads, and the converting thread, which
 * lays out the book, neither spends its time on them nor collects them as garbage.
 */
export class WorkerExtractor implements PageExtractor {
  private readonly workers: PageWorker[];
  private readonly queue: QueuedPage[] = [];
  /** Set when a worker died: the pages it would have read can no longer be, by anyone. */
  private crashed: Error | null = null;
  private nextId = 0;
  private closed = false;
  /** Aborted on close: scans still waiting for an OCR engine are then not read. */
  private readonly closing = new AbortController();
  /** Settles once close() has stopped or kept every worker. */
  private closedDown: Promise<void> | null = null;

  private constructor(settings: ExtractorSettings, workers: Worker[]) {
    // The first worker's report of the document is the one used: only it samples font sizes.
    this.workers = workers.map((worker, i) =>
      this.adopt(worker, { ...settings, sampleFontSizes: i === 0 }),
    );
  }

  /** Opens the document on `count` workers: those started ahead, and new ones for the rest. */
  static async start(settings: ExtractorSettings, count: number): Promise<WorkerExtractor> {
    // Loaded before the waiting workers are taken: none may exit unobserved meanwhile.
    const mupdf = waiting.length < count ? await loadForWorkers() : null;
    const workers = takeWaitingWorkers(count);
    while (mupdf && workers.length < count) workers.push(spawnWorker(mupdf));
    const workerSettings = { ...settings, imageBacklog: Math.ceil(settings.imageBacklog / count) };
    return new WorkerExtractor(workerSettings, workers);
  }

  async open(): Promise<OpenedDocument> {
    const [first] = await Promise.all(this.workers.map((w) => w.opened));
    return first as OpenedDocument;
  }

  extract(index: number, makeCover: boolean): Promise<ExtractedPage> {
    if (this.closed) return Promise.reject(new Error("extractor closed"));
    if (this.crashed) return Promise.reject(this.crashed);
    return new Promise((resolve, reject) => {
      this.queue.push({ index, makeCover, resolve, reject });
      this.dispatch();
    });
  }

  /** Hands queued pages, in order, to the workers with room for them. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const target = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      if (target.pending.size >= PAGES_IN_HAND) return;
      const { index, makeCover, resolve, reject } = this.queue.shift() as QueuedPage;
      this.ask(target, (id) => ({ type: "extract", id, index, makeCover })).then((page) => {
        if (page) resolve(page);
        else reject(new Error(`page worker answered no page for page ${index + 1}`));
      }, reject);
    }
  }

  async drain(): Promise<void> {
    await Promise.all(
      this.workers.map((target) => this.ask(target, (id) => ({ type: "drain", id }))),
    );
  }

  /**
   * Stops the workers; pending extractions fail. After a conversion that read its PDF to
   * the end (`reuse`), workers instead free the document, return MuPDF to its state before
   * any PDF (see MupdfReset) and wait for the next conversion, their code optimised: such
   * a conversion takes a seventh to a fifth less CPU (ADR 0073). One whose MuPDF grew past
   * KEPT_MEMORY_LIMIT is stopped all the same, as memory MuPDF took is never given back.
   */
  close(reuse = false): Promise<void> {
    this.closedDown ??= this.closeDown(reuse);
    return this.closedDown;
  }

  private async closeDown(reuse: boolean): Promise<void> {
    this.closed = true;
    this.closing.abort(new Error("extractor closed"));
    const kept = reuse && !this.crashed ? await this.resetWorkers() : [];
    await Promise.all(
      this.workers
        .filter(({ worker }) => !kept.includes(worker))
        .map(({ worker }) => worker.terminate()),
    );
    const closed = new Error("extractor closed");
    for (const { pending, abandonOpening } of this.workers) {
      abandonOpening(closed);
      for (const { reject } of pending.values()) reject(closed);
      pending.clear();
    }
    for (const { reject } of this.queue.splice(0)) reject(closed);
    for (const worker of kept) {
      for (const event of ["message", "error", "exit"]) worker.removeAllListeners(event);
      void keepWaiting(worker);
    }
  }

  /** Has every worker close its document and reset MuPDF; answers those fit to keep. */
  private async resetWorkers(): Promise<Worker[]> {
    const answers = await Promise.all(
      this.workers.map(
        ({ worker }) =>
          new Promise<Worker | null>((resolve) => {
            worker.on("message", (message: FromWorker) => {
              if (message.type !== "closed") return;
              resolve(message.memoryBytes <= KEPT_MEMORY_LIMIT ? worker : null);
            });
            worker.once("exit", () => resolve(null));
            worker.postMessage({ type: "close" } satisfies ToWorker);
          }),
      ),
    );
    return answers.filter((worker) => worker !== null);
  }

  private ask(
    target: PageWorker,
    request: (id: number) => ToWorker,
  ): Promise<ExtractedPage | undefined> {
    if (this.closed) return Promise.reject(new Error("extractor closed"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage(request(id));
    });
  }

  /** Reads a worker's scan with this thread's OCR engines and answers it. */
  private recognise(worker: Worker, id: number, image: OcrImage): void {
    const answer = (message: ToWorker) => {
      if (!this.closed) worker.postMessage(message);
    };
    recognizePage(image, this.closing.signal).then(
      (result) => answer({ type: "recognised", id, result }),
      (error: unknown) => answer({ type: "recognise-failed", id, error: serializeError(error) }),
    );
  }

  private adopt(worker: Worker, settings: ExtractorSettings): PageWorker {
    const pending = new Map<number, Pending>();
    let abandonOpening: (error: Error) => void = () => {};
    const opened = new Promise<OpenedDocument>((resolve, reject) => {
      abandonOpening = reject;
      worker.on("message", (message: FromWorker) => {
        switch (message.type) {
          case "opened":
            resolve(message.info);
            break;
          case "open-failed":
            reject(deserializeError(message.error));
            break;
          case "page":
            pending.get(message.id)?.resolve(message.page);
            pending.delete(message.id);
            this.dispatch();
            break;
          case "drained":
            pending.get(message.id)?.resolve(undefined);
            pending.delete(message.id);
            break;
          case "failed":
            pending.get(message.id)?.reject(deserializeError(message.error));
            pending.delete(message.id);
            this.dispatch();
            break;
          case "recognise":
            this.recognise(worker, message.id, message.image);
            break;
        }
      });
      const fail = (cause: unknown) => {
        const error = new ConversionError("crashed", conversionMessages.crashed, { cause });
        reject(error);
        for (const { reject: rejectPage } of pending.values()) rejectPage(error);
        pending.clear();
        this.crashed ??= error;
        for (const queued of this.queue.splice(0)) queued.reject(error);
      };
      worker.on("error", fail);
      worker.on("exit", (code) => {
        if (!this.closed) fail(`page worker exited with code ${code}`);
      });
    });
    // Failures surface through open() and extract(); this keeps Node from reporting them twice.
    opened.catch(() => {});
    worker.postMessage({ type: "open", settings } satisfies ToWorker);
    return { worker, opened, abandonOpening, pending };
  }
}

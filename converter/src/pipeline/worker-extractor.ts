import type { Worker } from "node:worker_threads";
import { ConversionError, conversionMessages, deserializeError } from "../errors.js";
import type { PageExtraction } from "../pdf/extract-page.js";
import { startWorker } from "./module-entry.js";
import { compileMupdf, type WebAssemblyModule } from "./mupdf-module.js";
import type { ExtractorSettings, OpenedDocument, PageExtractor } from "./page-extractor.js";
import type { FromWorker, ToWorker, WorkerData } from "./worker-protocol.js";

interface Pending {
  resolve(extraction: PageExtraction): void;
  reject(error: Error): void;
}

interface PageWorker {
  worker: Worker;
  opened: Promise<OpenedDocument>;
  pending: Map<number, Pending>;
}

/**
 * Reads pages on worker threads, each with its own MuPDF instance opened on the same
 * shared bytes, so a big PDF uses every core. A page goes to the worker with the fewest
 * pages in hand. Workers only run MuPDF: the pixels they render are encoded by the
 * converting thread, so that sharp is loaded once per process.
 */
export class WorkerExtractor implements PageExtractor {
  private readonly workers: PageWorker[];
  private nextId = 0;
  private closed = false;

  private constructor(settings: ExtractorSettings, count: number, mupdf: WebAssemblyModule) {
    // The first worker's report of the document is the one used: only it samples font sizes.
    this.workers = Array.from({ length: count }, (_, i) =>
      this.spawn({ settings: { ...settings, sampleFontSizes: i === 0 }, mupdf }),
    );
  }

  static async start(settings: ExtractorSettings, count: number): Promise<WorkerExtractor> {
    return new WorkerExtractor(settings, count, await compileMupdf());
  }

  async open(): Promise<OpenedDocument> {
    const [first] = await Promise.all(this.workers.map((w) => w.opened));
    return first as OpenedDocument;
  }

  extract(index: number, makeCover: boolean): Promise<PageExtraction> {
    if (this.closed) return Promise.reject(new Error("extractor closed"));
    const target = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage({ type: "extract", id, index, makeCover } satisfies ToWorker);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
    for (const { pending } of this.workers) {
      for (const { reject } of pending.values()) reject(new Error("extractor closed"));
      pending.clear();
    }
  }

  private spawn(data: WorkerData): PageWorker {
    const worker = startWorker("./extract-worker.js", import.meta.url, { workerData: data });
    const pending = new Map<number, Pending>();
    const opened = new Promise<OpenedDocument>((resolve, reject) => {
      worker.on("message", (message: FromWorker) => {
        switch (message.type) {
          case "opened":
            resolve(message.info);
            break;
          case "open-failed":
            reject(deserializeError(message.error));
            break;
          case "page":
            pending.get(message.id)?.resolve(message.extraction);
            pending.delete(message.id);
            break;
          case "failed":
            pending.get(message.id)?.reject(deserializeError(message.error));
            pending.delete(message.id);
            break;
        }
      });
      const fail = (cause: unknown) => {
        const error = new ConversionError("crashed", conversionMessages.crashed, { cause });
        reject(error);
        for (const { reject: rejectPage } of pending.values()) rejectPage(error);
        pending.clear();
      };
      worker.on("error", fail);
      worker.on("exit", (code) => {
        if (!this.closed) fail(`page worker exited with code ${code}`);
      });
    });
    // Failures surface through open() and extract(); this keeps Node from reporting them twice.
    opened.catch(() => {});
    return { worker, opened, pending };
  }
}

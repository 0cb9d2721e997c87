import {
  ConversionError,
  type ConversionErrorCode,
  conversionMessages,
  deserializeError,
} from "../errors.js";
import type {
  BookPage,
  ConvertResult,
  IsolatedBookFileOptions,
  IsolatedConvertOptions,
} from "../types.js";
import {
  type ChildJob,
  type FromChild,
  TEST_FAULT_ENV,
  type TestFault,
  type ToChild,
} from "./child-protocol.js";
import { DEFAULT_MEMORY_MB, releaseConverter, takeConverter } from "./converter-process.js";
import { cpuSecondsUsed } from "./process-cpu.js";
import { residentBytes } from "./process-memory.js";

export const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
const MEMORY_POLL_MS = 100;
const STDERR_TAIL = 4096;

/**
 * Runs convertPdf in a child process, so the caller's thread keeps serving while MuPDF
 * works, and so a conversion can be stopped for good: after timeoutMs, when the child's
 * resident memory passes memoryMb, when its CPU time since the conversion was handed to
 * it passes cpuSeconds (a single page that never ends included), or on abort, the child
 * is killed. A child that dies
 * on its own fails with 'crashed'. Progress and finished pages stream back as the child
 * makes them; onPages calls are awaited in order before the result is returned.
 */
export function convertPdfIsolated(
  inputPath: string,
  options: IsolatedConvertOptions,
): Promise<ConvertResult> {
  return runIsolated("pdf", inputPath, options);
}

/**
 * convertBookFile (a PDF, an EPUB or a plain-text book) in a child process, with the
 * same limits and streaming as convertPdfIsolated; its failures speak of books, not PDFs.
 */
export function convertBookFileIsolated(
  inputPath: string,
  options: IsolatedBookFileOptions,
): Promise<ConvertResult> {
  return runIsolated("book", inputPath, options);
}

function runIsolated(
  job: ChildJob,
  inputPath: string,
  options: IsolatedConvertOptions & IsolatedBookFileOptions,
): Promise<ConvertResult> {
  const { onOpen, onProgress, onPages, signal, timeoutMs, memoryMb, cpuSeconds, ...childOptions } =
    options;
  const childMemoryMb = memoryMb ?? DEFAULT_MEMORY_MB;
  const limitBytes = childMemoryMb * 1024 * 1024;
  if (signal?.aborted) {
    return Promise.reject(new ConversionError("aborted", conversionMessages.aborted));
  }

  return new Promise<ConvertResult>((resolve, reject) => {
    const child = takeConverter(childMemoryMb);
    const pages: BookPage[] = [];
    let delivered: Promise<void> = Promise.resolve();
    let outcome: { result: Omit<ConvertResult, "pages"> } | { error: Error } | null = null;
    let killedFor: ConversionErrorCode | null = null;
    let stderr = "";
    /** Cleared once the conversion has ended: the process may be converting another. */
    let watching = true;

    const kill = (reason: ConversionErrorCode) => {
      if (!watching) return;
      killedFor ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill("timeout"), timeoutMs ?? DEFAULT_TIMEOUT_MS);
    // A spare's CPU time before the conversion (loading, warming up) is not the PDF's.
    const cpuAtStart = cpuSeconds === undefined ? null : cpuSecondsUsed(child.pid ?? -1);
    const watcher = setInterval(async () => {
      const rss = await residentBytes(child.pid ?? -1);
      if (rss !== null && rss > limitBytes) kill("out_of_memory");
      const [before, now] = await Promise.all([cpuAtStart, cpuSecondsUsed(child.pid ?? -1)]);
      if (cpuSeconds !== undefined && before !== null && now !== null) {
        if (now - before > cpuSeconds) kill("cpu_limit");
      }
    }, MEMORY_POLL_MS);
    const onAbort = () => kill("aborted");
    signal?.addEventListener("abort", onAbort, { once: true });

    const onStderr = (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_TAIL);
    };
    const stopWatching = () => {
      watching = false;
      clearTimeout(timer);
      clearInterval(watcher);
      signal?.removeEventListener("abort", onAbort);
      child.stderr?.off("data", onStderr);
      child.off("message", onMessage);
      child.off("error", onError);
      child.off("close", onClose);
    };
    // Done once the pages sent before the result have been handed on: the process may
    // then take the next conversion, so this one stops listening to it.
    const finish = async (result: Omit<ConvertResult, "pages">, reusable: boolean) => {
      try {
        await delivered;
      } catch {
        return; // onPages failed: the process is being killed, and onClose reports it
      }
      if (killedFor) return;
      stopWatching();
      await releaseConverter(child, reusable);
      resolve({ ...result, pages });
    };
    const onMessage = (message: FromChild) => {
      switch (message.type) {
        case "opened":
          onOpen?.(message.info);
          break;
        case "progress":
          onProgress?.(message.percent, message.pagesRead);
          break;
        case "pages":
          pages.push(...message.pages);
          delivered = delivered.then(() => onPages?.(message.pages));
          // A failing onPages ends the conversion with the caller's own error.
          delivered.catch((error: unknown) => {
            outcome ??= { error: error instanceof Error ? error : new Error(String(error)) };
            child.kill("SIGKILL");
          });
          break;
        case "done":
          outcome ??= { result: message.result };
          void finish(message.result, message.reusable);
          break;
        case "failed":
          outcome ??= { error: deserializeError(message.error) };
          break;
      }
    };
    const onError = (cause: Error) => {
      outcome ??= { error: new ConversionError("crashed", crashedMessage(job), { cause }) };
    };
    // Judged when the process has exited and its channel is closed, not on its exit alone:
    // Node may report the exit before the last message the process wrote (its "failed"
    // with the reason), which would then read as a crash.
    const onClose = async (code: number | null, exitSignal: NodeJS.Signals | null) => {
      stopWatching();
      if (killedFor) return reject(killError(killedFor, stderr, job, cpuSeconds ?? 0));
      try {
        await delivered;
      } catch {
        // reported through outcome
      }
      if (outcome && "result" in outcome) return resolve({ ...outcome.result, pages });
      if (outcome) return reject(outcome.error);
      reject(exitError(code, exitSignal, stderr, job));
    };
    child.stderr?.on("data", onStderr);
    child.on("message", onMessage);
    child.on("error", onError);
    child.on("close", onClose);

    const message: ToChild = {
      type: "convert",
      job,
      input: inputPath,
      options: childOptions,
      testFault: process.env[TEST_FAULT_ENV] as TestFault | undefined,
    };
    child.send(message);
  });
}

function killError(
  reason: ConversionErrorCode,
  stderr: string,
  job: ChildJob,
  cpuSeconds: number,
): ConversionError {
  const userMessage =
    reason === "timeout"
      ? job === "pdf"
        ? conversionMessages.timeout
        : conversionMessages.importTimeout
      : reason === "out_of_memory"
        ? outOfMemoryMessage(job)
        : reason === "cpu_limit"
          ? conversionMessages.cpuLimit(cpuSeconds)
          : conversionMessages.aborted;
  return new ConversionError(reason, userMessage, { cause: stderr || undefined });
}

function outOfMemoryMessage(job: ChildJob): string {
  return job === "pdf" ? conversionMessages.outOfMemory : conversionMessages.importOutOfMemory;
}

export function crashedMessage(job: ChildJob): string {
  return job === "pdf" ? conversionMessages.crashed : conversionMessages.importCrashed;
}

function exitError(
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
  job: ChildJob,
): ConversionError {
  const detail = `converter process exited (code ${code}, signal ${signal})\n${stderr}`;
  // V8 aborts the process when its heap limit (--max-old-space-size) is reached.
  if (/heap out of memory|Reached heap limit/i.test(stderr)) {
    return new ConversionError("out_of_memory", outOfMemoryMessage(job), { cause: detail });
  }
  return new ConversionError("crashed", crashedMessage(job), { cause: detail });
}

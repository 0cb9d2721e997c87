import { type ChildProcess, fork } from "node:child_process";
import { childModule } from "../pipeline/module-entry.js";
import { converterEnvironment } from "./child-environment.js";
import { FIRST_PREPARATION, type FromChild, SPARE_ARG, type ToChild } from "./child-protocol.js";
import { residentBytes } from "./process-memory.js";

export const DEFAULT_MEMORY_MB = 1024;

/**
 * Each thread of a conversion starts with a heap of a few megabytes, which V8 grows only
 * after a full garbage collection finds it too small: a long conversion paid for many such
 * collections. Letting the old space reach 64 MB before the first leaves a couple (figures
 * in ADR 0046). The young generation is held to 2 MB semi-spaces: left to V8, it grew to
 * 64 MB in the converting thread and 32 MB in each page worker, resident until the process
 * ends, for no CPU time measured back (ADR 0057).
 */
const V8_HEAP_FLAGS = ["--initial-old-space-size=64", "--max-semi-space-size=2"];

/**
 * V8 optimises the same JavaScript separately in each of a conversion's three threads, on
 * the two cores the conversion itself needs: without inlining, that costs about half as
 * much, and conversions come out slightly faster (ADR 0046).
 */
const V8_COMPILER_FLAGS = ["--no-turbo-inlining"];

/*
 * V8 compiles each function of MuPDF and of an OCR engine when it is first called, with
 * its baseline compiler, and optimises the hot ones as they run; but for MuPDF it follows
 * the compilation hints the module carries (pipeline/mupdf-compile-hints.ts): the
 * functions a conversion calls are compiled, the hot ones optimised, in the background as
 * the module is compiled, so that a spare has done it before its upload (ADR 0075). A
 * spare that compiled all of MuPDF with the optimising compiler (ADR 0046) was ready after
 * about 2.4 s of CPU instead of 0.7 s, and the upload that arrives as a spare starts
 * loading (back to back, or right after a start) waited for that; turning lazy
 * compilation back on for the OCR engines needed V8's flags changed at run time, which
 * Node does not document (ADR 0054).
 */
const V8_WASM_FLAGS = ["--experimental-wasm-compilation-hints"];

/**
 * Converter child processes. Starting one costs about half a second before it reads a
 * page (Node, the converter's modules, MuPDF's WebAssembly, sharp, the fonts), so a
 * server keeps one started ahead of need: the spare. A process whose conversion ended
 * cleanly becomes the next spare, with its page workers, MuPDF in them returned to its
 * state before any PDF (ADR 0064, 0073): back to back, the next upload then starts on a
 * process whose threads have already run, and no new process is loaded for it. A process whose conversion failed is never used again.
 */
interface Spare {
  child: ChildProcess;
  memoryMb: number;
  /**
   * The loading it was asked for, whose "ready" it waits for; null for a kept process
   * that has not been asked yet (it waits until no conversion runs).
   */
  preparation: number | null;
  /** Resolves when the spare has loaded everything a conversion needs, or is taken. */
  ready: Promise<void>;
  /** Settles `ready` as the spare is taken: a spare taken while loading did its job. */
  taken(): void;
}

let spare: Spare | null = null;
let keepWarm = false;
/** The processes of conversions still running: their memory caps and exit listeners. */
const inFlight = new Map<ChildProcess, { memoryMb: number; onExit(): void }>();
/** Numbers each loading a kept process is asked for, so that its "ready" is told apart. */
let lastPreparation = FIRST_PREPARATION;

function forkConverter(memoryMb: number, asSpare = false): ChildProcess {
  const entry = childModule("./child-entry.js", import.meta.url);
  const child = fork(entry.path, asSpare ? [SPARE_ARG] : [], {
    execArgv: [
      ...entry.execArgv,
      `--max-old-space-size=${memoryMb}`,
      ...V8_HEAP_FLAGS,
      ...V8_COMPILER_FLAGS,
      ...V8_WASM_FLAGS,
    ],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "pipe", "ipc"],
    env: converterEnvironment(process.env),
  });
  // A message that cannot reach it (a kept spare asked to load as it dies) or a kill that
  // fails is an "error" event, which without a listener would throw in the server. Such a
  // process's exit says what happened; a conversion listens for its own errors.
  child.on("error", () => {});
  return child;
}

/**
 * From now on, keeps one converter process started and loaded, so that the next
 * conversion starts reading pages at once. Resolves with the spare's pid once it is ready.
 * An idle spare never keeps the calling process alive.
 */
export async function keepConverterWarm(memoryMb = DEFAULT_MEMORY_MB): Promise<{ pid: number }> {
  keepWarm = true;
  const current = fittingSpare(memoryMb) ?? startSpare(memoryMb);
  await current.ready;
  return { pid: current.child.pid ?? -1 };
}

/** Stops keeping a spare and ends the one waiting, if any. */
export function stopKeepingConverterWarm(): void {
  keepWarm = false;
  spare?.child.kill("SIGKILL");
  spare = null;
}

/**
 * A converter process for one conversion: the spare when it fits, else a new one. When
 * its conversion ends (releaseConverter) or it exits, the next spare is seen to.
 */
export function takeConverter(memoryMb: number): ChildProcess {
  const taken = fittingSpare(memoryMb);
  const child = taken ? taken.child : forkConverter(memoryMb);
  if (taken) {
    spare = null;
    taken.taken();
    setReferenced(child, true);
  }
  const onExit = () => {
    inFlight.delete(child);
    replaceSpare(memoryMb);
  };
  inFlight.set(child, { memoryMb, onExit });
  child.once("exit", onExit);
  return child;
}

/**
 * Ends the conversion in `child`: a process that may take another (it said so with its
 * result) becomes the spare when there is none and it holds at most half its memory cap;
 * any other is stopped. Memory a conversion's threads freed is not all given back to the
 * system, and the next conversion, watched against the same cap, must have at least half
 * of it to itself.
 */
export async function releaseConverter(child: ChildProcess, reusable: boolean): Promise<void> {
  const conversion = inFlight.get(child);
  if (!conversion) return;
  const { memoryMb, onExit } = conversion;
  const resident = reusable ? await residentBytes(child.pid ?? -1) : null;
  const holdsLittle = resident !== null && resident <= (memoryMb * 1024 * 1024) / 2;
  // It exited, or was released, while its memory was read.
  if (inFlight.get(child) !== conversion) return;
  inFlight.delete(child);
  child.off("exit", onExit);
  if (holdsLittle && keepWarm && !fittingSpare(memoryMb) && isUsable(child)) {
    spare?.child.kill("SIGKILL");
    spare = newSpare(child, memoryMb, null);
    setReferenced(child, false);
  } else {
    child.kill("SIGKILL");
  }
  replaceSpare(memoryMb);
}

/**
 * Readies the next spare once no conversion is running: a kept process loads again, or a
 * new one starts. Loading one costs seconds of CPU over every core (the page workers
 * reading their practice pages, the fonts, and for a new process Node, MuPDF and the
 * modules): done beside a conversion, as each conversion's replacement once was, it took
 * those cores from the next upload's conversion, which then ran up to twice as long.
 */
function replaceSpare(memoryMb: number): void {
  if (!keepWarm || inFlight.size > 0) return;
  if (!spare) {
    startSpare(memoryMb);
  } else if (spare.preparation === null) {
    lastPreparation += 1;
    spare.preparation = lastPreparation;
    // Held while it loads, so that a caller awaiting keepConverterWarm() is not cut short.
    setReferenced(spare.child, true);
    spare.child.send({ type: "prepare", id: lastPreparation } satisfies ToChild);
  }
}

function startSpare(memoryMb: number): Spare {
  spare?.child.kill("SIGKILL");
  spare = newSpare(forkConverter(memoryMb, true), memoryMb, FIRST_PREPARATION);
  return spare;
}

function newSpare(child: ChildProcess, memoryMb: number, preparation: number | null): Spare {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolveReady, rejectReady) => {
    resolve = resolveReady;
    reject = rejectReady;
  });
  // A spare that fails to start is replaced by a new process at the next conversion.
  ready.catch(() => {});
  const stopListening = () => {
    child.off("message", onMessage);
    child.off("exit", onExit);
  };
  const onMessage = (message: FromChild) => {
    if (message.type !== "ready" || message.id !== current.preparation) return;
    stopListening();
    if (spare === current) setReferenced(child, false);
    resolve();
  };
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    stopListening();
    // Replaced or no longer kept: nothing failed.
    if (spare !== current) return resolve();
    spare = null;
    reject(new Error(`spare converter process exited (code ${code}, signal ${signal})`));
  };
  child.on("message", onMessage);
  child.once("exit", onExit);
  const current: Spare = {
    child,
    memoryMb,
    preparation,
    ready,
    taken: () => {
      stopListening();
      resolve();
    },
  };
  return current;
}

/** The spare, when it runs with this memory cap and can still take a conversion. */
function fittingSpare(memoryMb: number): Spare | null {
  if (!spare || spare.memoryMb !== memoryMb) return null;
  return isUsable(spare.child) ? spare : null;
}

/** Whether a process can still be handed a conversion. */
function isUsable(child: ChildProcess): boolean {
  return child.connected && !child.killed && child.exitCode === null && child.signalCode === null;
}

/** An idle spare must not hold its parent open (a server shutting down, a CLI run ending). */
function setReferenced(child: ChildProcess, referenced: boolean): void {
  const handles = [child, child.channel, child.stderr as { ref(): void; unref(): void } | null];
  for (const handle of handles) {
    if (referenced) handle?.ref();
    else handle?.unref();
  }
}

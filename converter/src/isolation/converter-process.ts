import { type ChildProcess, fork } from "node:child_process";
import { childModule } from "../pipeline/module-entry.js";
import { converterEnvironment } from "./child-environment.js";
import { type FromChild, SPARE_ARG } from "./child-protocol.js";

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
 * No WebAssembly flags: V8 compiles each function of MuPDF and of an OCR engine when it is
 * first called, with its baseline compiler, and optimises the hot ones as they run. A
 * spare that compiled all of MuPDF with the optimising compiler (ADR 0046) was ready after
 * about 2.4 s of CPU instead of 0.7 s, and the upload that arrives as a spare starts
 * loading (back to back, or right after a start) waited for that; turning lazy
 * compilation back on for the OCR engines needed V8's flags changed at run time, which
 * Node does not document (ADR 0054).
 */

/**
 * Converter child processes. Starting one costs about half a second before it reads a
 * page (Node, the converter's modules, MuPDF's WebAssembly, sharp, the fonts), so a
 * server keeps one started ahead of need: the spare. Each conversion still gets a process
 * of its own that ends with it; the spare is only started earlier.
 */
interface Spare {
  child: ChildProcess;
  memoryMb: number;
  /** Resolves when the spare has loaded everything a conversion needs. */
  ready: Promise<void>;
}

let spare: Spare | null = null;
let keepWarm = false;
/** The processes of conversions still running. */
const inFlight = new Set<ChildProcess>();

function forkConverter(memoryMb: number, asSpare = false): ChildProcess {
  const entry = childModule("./child-entry.js", import.meta.url);
  return fork(entry.path, asSpare ? [SPARE_ARG] : [], {
    execArgv: [
      ...entry.execArgv,
      `--max-old-space-size=${memoryMb}`,
      ...V8_HEAP_FLAGS,
      ...V8_COMPILER_FLAGS,
    ],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "pipe", "ipc"],
    env: converterEnvironment(process.env),
  });
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
 * A converter process for one conversion: the spare when it fits, else a new one. When it
 * ends, the next spare starts if one is kept.
 */
export function takeConverter(memoryMb: number): ChildProcess {
  const taken = fittingSpare(memoryMb);
  const child = taken ? taken.child : forkConverter(memoryMb);
  if (taken) {
    spare = null;
    setReferenced(child, true);
  }
  inFlight.add(child);
  child.once("exit", () => {
    inFlight.delete(child);
    replaceSpare(memoryMb);
  });
  return child;
}

/**
 * Starts the next spare once no conversion is running. Loading one costs seconds of CPU
 * over every core (MuPDF's WebAssembly compiled by the optimising compiler, the page
 * workers, the fonts): started beside a conversion, as each conversion's replacement was,
 * it took those cores from the next upload's conversion, which then ran up to twice as long.
 */
function replaceSpare(memoryMb: number): void {
  if (keepWarm && !spare && inFlight.size === 0) startSpare(memoryMb).ready.catch(() => {});
}

function startSpare(memoryMb: number): Spare {
  spare?.child.kill("SIGKILL");
  const child = forkConverter(memoryMb, true);
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: FromChild) => {
      if (message.type !== "ready") return;
      child.off("message", onMessage);
      // Held while it loads, so that a caller awaiting keepConverterWarm() is not cut short.
      if (spare?.child === child) setReferenced(child, false);
      resolve();
    };
    child.on("message", onMessage);
    child.once("exit", (code, signal) => {
      // Taken by a conversion before it said "ready": it did its job, nothing failed.
      if (spare?.child !== child) return resolve();
      spare = null;
      reject(new Error(`spare converter process exited (code ${code}, signal ${signal})`));
    });
  });
  // A spare that fails to start is replaced by a new process at the next conversion.
  ready.catch(() => {});
  spare = { child, memoryMb, ready };
  return spare;
}

/** The spare, when it runs with this memory cap and can still take a conversion. */
function fittingSpare(memoryMb: number): Spare | null {
  if (!spare || spare.memoryMb !== memoryMb) return null;
  const { child } = spare;
  return child.connected && child.exitCode === null && child.signalCode === null ? spare : null;
}

/** An idle spare must not hold its parent open (a server shutting down, a CLI run ending). */
function setReferenced(child: ChildProcess, referenced: boolean): void {
  const handles = [child, child.channel, child.stderr as { ref(): void; unref(): void } | null];
  for (const handle of handles) {
    if (referenced) handle?.ref();
    else handle?.unref();
  }
}

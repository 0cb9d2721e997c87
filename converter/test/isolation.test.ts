import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BookPage,
  conversionMessages,
  convertPdfIsolated,
  keepConverterWarm,
  stopKeepingConverterWarm,
} from "../src/index.js";
import {
  type FromChild,
  MAX_CONVERSIONS_PER_PROCESS,
  TEST_FAULT_ENV,
  type TestFault,
  type ToChild,
} from "../src/isolation/child-protocol.js";
import { DEFAULT_MEMORY_MB, takeConverter } from "../src/isolation/converter-process.js";
import { tempDir } from "./support/book.js";
import { failure } from "./support/failure.js";
import { articlePdf, pagesPdf, printLinesFromTop, scannedPdf } from "./support/fixtures.js";

const dir = tempDir();
function pdfFile(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

/** Makes the next child process misbehave (read by the child at start). */
function injectFault(fault: TestFault): void {
  process.env[TEST_FAULT_ENV] = fault;
}
afterEach(() => {
  delete process.env[TEST_FAULT_ENV];
  stopKeepingConverterWarm();
});

/** The thread ids of a process's worker threads (Node names them WorkerThread). */
function pageWorkerThreads(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).filter(
    (thread) => readFileSync(`/proc/${pid}/task/${thread}/comm`, "utf8").trim() === "WorkerThread",
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("convertPdfIsolated", () => {
  it("converts in a child process, streaming progress and pages as they are made", async () => {
    const path = pdfFile("pages.pdf", pagesPdf(12));
    const progress: number[] = [];
    const streamed: BookPage[] = [];
    const result = await convertPdfIsolated(path, {
      outDir: join(dir, "pages"),
      concurrency: 2,
      onProgress: (percent) => progress.push(percent),
      onPages: async (pages) => {
        streamed.push(...pages);
      },
    });
    expect(result.originalPagesCount).toBe(12);
    expect(result.pages.length).toBeGreaterThan(0);
    expect(streamed).toEqual(result.pages);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...progress)).toBeLessThanOrEqual(99);
  });

  it("passes on the conversion's own errors", async () => {
    const path = pdfFile("fake.pdf", new TextEncoder().encode("not a pdf at all"));
    const error = await failure(convertPdfIsolated(path, { outDir: join(dir, "fake") }));
    expect(error.code).toBe("not_pdf");
  });

  it("stops a conversion that hangs", async () => {
    injectFault("hang");
    const started = Date.now();
    const error = await failure(
      convertPdfIsolated(pdfFile("hang.pdf", articlePdf()), {
        outDir: join(dir, "hang"),
        timeoutMs: 2000,
      }),
    );
    expect(error.code).toBe("timeout");
    expect(error.userMessage).toBe("Converting this PDF took too long, so it was stopped.");
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("stops a conversion past its CPU time, long before its time limit", async () => {
    // A page that never ends: the parent's watch of the child's CPU time stops it.
    injectFault("hang");
    const error = await failure(
      convertPdfIsolated(pdfFile("spin.pdf", articlePdf()), {
        outDir: join(dir, "spin"),
        timeoutMs: 10 * 60 * 1000,
        cpuSeconds: 1,
      }),
    );
    expect(error.code).toBe("cpu_limit");
    expect(error.userMessage).toBe(conversionMessages.cpuLimit(1));
  });

  it("reports a converter that crashes", async () => {
    injectFault("crash");
    const error = await failure(
      convertPdfIsolated(pdfFile("crash.pdf", articlePdf()), { outDir: join(dir, "crash") }),
    );
    expect(error.code).toBe("crashed");
    expect(error.userMessage).toBe("The converter stopped unexpectedly while reading this PDF.");
  });

  it("stops a conversion whose memory outgrows the cap, even outside the JavaScript heap", async () => {
    injectFault("grow");
    const error = await failure(
      convertPdfIsolated(pdfFile("grow.pdf", articlePdf()), {
        outDir: join(dir, "grow"),
        memoryMb: 400,
      }),
    );
    expect(error.code).toBe("out_of_memory");
    expect(error.userMessage).toBe(
      "Converting this PDF needed more memory than allowed, so it was stopped.",
    );
  });

  it("stops when aborted", async () => {
    injectFault("hang");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 1000);
    const error = await failure(
      convertPdfIsolated(pdfFile("abort.pdf", articlePdf()), {
        outDir: join(dir, "abort"),
        signal: controller.signal,
      }),
    );
    expect(error.code).toBe("aborted");
  });

  it("hands converter processes no secret from the server's environment", async () => {
    const secrets = {
      JWT_SECRET: "jwt-secret-that-must-not-reach-the-converter",
      RAZORPAY_KEY_SECRET: "razorpay-secret-that-must-not-reach-the-converter",
      DATABASE_URL: "postgres://bindery:db-password-not-for-the-converter@db/bindery",
    };
    Object.assign(process.env, secrets, { OCR: "off" });
    try {
      // The environment a process started with, as the kernel keeps it.
      const environmentOf = (pid: number | undefined) =>
        readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      const { pid: sparePid } = await keepConverterWarm();
      const own = takeConverter(DEFAULT_MEMORY_MB);
      const spareTaken = takeConverter(DEFAULT_MEMORY_MB);
      for (const pid of [own.pid, sparePid]) {
        const environment = environmentOf(pid);
        for (const value of Object.values(secrets)) {
          expect(environment.some((entry) => entry.includes(value))).toBe(false);
        }
        expect(environment).toContain(`PATH=${process.env.PATH}`);
        // Settings the converter itself reads still reach it.
        expect(environment).toContain("OCR=off");
      }
      own.kill();
      spareTaken.kill();
      // And a converter with that environment still converts.
      const result = await convertPdfIsolated(pdfFile("plain-env.pdf", pagesPdf(2)), {
        outDir: join(dir, "plain-env"),
      });
      expect(result.originalPagesCount).toBe(2);
    } finally {
      for (const name of [...Object.keys(secrets), "OCR"]) delete process.env[name];
    }
  });

  it("survives a converter process's error that no conversion is listening for", () => {
    const child = takeConverter(DEFAULT_MEMORY_MB);
    // What Node emits when a message cannot reach the process (a kept spare asked to load
    // as it dies) or a kill fails: unheard, it would throw in the server.
    expect(() => child.emit("error", new Error("channel closed"))).not.toThrow();
    child.kill();
  });

  it("ends a process after its last allowed conversion", async () => {
    // Spoken to directly, as convertPdfIsolated does: each result says whether the
    // process stays for another.
    const child = takeConverter(DEFAULT_MEMORY_MB);
    const path = pdfFile("many.pdf", pagesPdf(1));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const reusable: boolean[] = [];
    for (let i = 0; i < MAX_CONVERSIONS_PER_PROCESS; i++) {
      const done = new Promise<FromChild>((resolve) => {
        const onMessage = (message: FromChild) => {
          if (message.type !== "done" && message.type !== "failed") return;
          child.off("message", onMessage);
          resolve(message);
        };
        child.on("message", onMessage);
      });
      child.send({
        type: "convert",
        job: "pdf",
        input: path,
        options: { outDir: join(dir, `many-${i}`) },
      } satisfies ToChild);
      const reply = await done;
      reusable.push(reply.type === "done" && reply.reusable);
    }
    expect(reusable).toEqual([...Array(MAX_CONVERSIONS_PER_PROCESS - 1).fill(true), false]);
    await exited;
    expect(isRunning(child.pid ?? -1)).toBe(false);
  });

  describe("with a spare process kept warm", () => {
    it("converts in the spare, which was ready beforehand, and keeps it with its page workers", async () => {
      const { pid } = await keepConverterWarm();
      const workersBefore = pageWorkerThreads(pid);
      expect(workersBefore.length).toBeGreaterThan(0);
      const first = await convertPdfIsolated(pdfFile("warm.pdf", pagesPdf(3)), {
        outDir: join(dir, "warm"),
      });
      expect(first.originalPagesCount).toBe(3);
      // A process whose conversion ended cleanly is the next spare...
      const next = await keepConverterWarm();
      expect(next.pid).toBe(pid);
      // ...with its page workers, MuPDF in them returned to its state before any PDF.
      expect(pageWorkerThreads(pid)).toEqual(workersBefore);
      // It converts the next book as a new process does.
      const again = await convertPdfIsolated(pdfFile("warm-article.pdf", articlePdf()), {
        outDir: join(dir, "warm-again"),
      });
      stopKeepingConverterWarm();
      const fresh = await convertPdfIsolated(pdfFile("fresh-article.pdf", articlePdf()), {
        outDir: join(dir, "fresh"),
      });
      expect(again.pages.length).toBeGreaterThan(0);
      expect(again.pages).toEqual(fresh.pages);
    });

    it("keeps the OCR engines its scans started, and reads the next scans with them", async () => {
      const { pid } = await keepConverterWarm();
      // Node's worker threads: the page workers, and each OCR engine once one has started.
      const pageWorkers = pageWorkerThreads(pid).length;
      const convertScans = (name: string, bytes: Uint8Array) =>
        convertPdfIsolated(pdfFile(`${name}.pdf`, bytes), { outDir: join(dir, name), ocr: true });
      const first = await convertScans("warm-scans", scannedPdf(2));
      expect(first.recognisedPages?.map((page) => page.page_number)).toEqual([1, 2]);
      expect((await keepConverterWarm()).pid).toBe(pid);
      const afterFirst = pageWorkerThreads(pid);
      const engines = afterFirst.length - pageWorkers;
      expect(engines).toBeGreaterThan(0);

      const next = await convertScans("warm-scans-next", scannedPdf(2, printLinesFromTop));
      expect((await keepConverterWarm()).pid).toBe(pid);
      const afterNext = pageWorkerThreads(pid);
      // The page workers and the engines are the same threads.
      expect(afterNext).toEqual(afterFirst);
      // What they read of the next PDF owes nothing to the last one: a new process reads the same.
      stopKeepingConverterWarm();
      const fresh = await convertScans("fresh-scans", scannedPdf(2, printLinesFromTop));
      expect(next.recognisedPages).toEqual(fresh.recognisedPages);
      expect(next.pages.length).toBeGreaterThan(0);
      expect(next.pages).toEqual(fresh.pages);
    });

    it("ends a process whose conversion failed, and starts a new spare", async () => {
      const { pid } = await keepConverterWarm();
      const path = pdfFile("warm-fake.pdf", new TextEncoder().encode("not a pdf at all"));
      const error = await failure(convertPdfIsolated(path, { outDir: join(dir, "warm-fake") }));
      expect(error.code).toBe("not_pdf");
      await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
      const next = await keepConverterWarm();
      expect(next.pid).not.toBe(pid);
    });

    it("ends a process that read the PDF on its converting thread (one core)", async () => {
      const { pid } = await keepConverterWarm();
      const result = await convertPdfIsolated(pdfFile("warm-inline.pdf", pagesPdf(2)), {
        outDir: join(dir, "warm-inline"),
        concurrency: 1,
      });
      expect(result.originalPagesCount).toBe(2);
      await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
      const next = await keepConverterWarm();
      expect(next.pid).not.toBe(pid);
    });

    it("ends a process that still holds over half its memory cap after converting", async () => {
      const { pid } = await keepConverterWarm();
      // 600 MB kept outside the JavaScript heap, of the default cap of 1,024 MB.
      injectFault("hold");
      const result = await convertPdfIsolated(pdfFile("warm-hold.pdf", pagesPdf(2)), {
        outDir: join(dir, "warm-hold"),
      });
      expect(result.originalPagesCount).toBe(2);
      await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
      delete process.env[TEST_FAULT_ENV];
      const next = await keepConverterWarm();
      expect(next.pid).not.toBe(pid);
    });

    it("starts a spare with the same V8 flags as a process for one conversion", async () => {
      // WebAssembly is compiled as V8 does by default, in both, but for the hints MuPDF's
      // module carries: no flag that a process would have to change back at run time for
      // the OCR engines, whose modules carry none.
      const own = takeConverter(DEFAULT_MEMORY_MB);
      own.kill();
      await keepConverterWarm();
      const spare = takeConverter(DEFAULT_MEMORY_MB);
      spare.kill();
      // Node's options: what comes before the entry script (the spare's own argument after).
      const flags = (child: typeof own) =>
        child.spawnargs.slice(
          1,
          child.spawnargs.findIndex((arg) => /child-entry\.[jt]s$/.test(arg)),
        );
      expect(flags(spare)).toEqual(flags(own));
      expect(flags(spare).filter((flag) => /wasm|liftoff/.test(flag))).toEqual([
        "--experimental-wasm-compilation-hints",
      ]);
    });

    it("fails a spare that crashes like any other converter", async () => {
      await keepConverterWarm();
      // Set after the spare started: the fault travels with the conversion.
      injectFault("crash");
      const error = await failure(
        convertPdfIsolated(pdfFile("warm-crash.pdf", articlePdf()), {
          outDir: join(dir, "warm-crash"),
        }),
      );
      expect(error.code).toBe("crashed");
    });

    it("does not keep its parent process running", async () => {
      const entry = fileURLToPath(new URL("../src/index.ts", import.meta.url));
      const script = `const { keepConverterWarm } = await import(${JSON.stringify(entry)}); const { pid } = await keepConverterWarm(); console.log("spare " + pid);`;
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", script],
        // A spare is ready once MuPDF is compiled and its page workers loaded: seconds of
        // CPU, many more on a busy machine; the guard is for a parent that never ends.
        { encoding: "utf8", timeout: 100_000 },
      );
      expect(run.stdout).toMatch(/^spare \d+/);
      expect(run.status).toBe(0);
      const pid = Number(run.stdout.split(" ")[1]);
      // The spare goes with its parent (it exits when the channel to it closes).
      await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
    });
  });
});

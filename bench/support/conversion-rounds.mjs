/**
 * Conversions the way a server meets them, for bench:convert: one upload right after the
 * server started, uploads back to back (each converted when the last one ended, a queue
 * of one), and several at once (a queue converting as many as the machine has cores, the
 * server's default). Each is run for every build given (this one and, with BENCH_BEFORE,
 * the build before), interleaved, the builds taking turns scenario by scenario, and
 * compared with `mutool draw` rendering the same pages in the same run.
 */
import { availableParallelism } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { childrenCpuSeconds, peakMemoryDuring } from "./process-tree.mjs";

/** Uploads in the back-to-back and at-once scenarios. */
export const UPLOADS = 3;
/**
 * How long after the server starts its spare the first upload arrives: an upload sent as
 * soon as the server is up, in the time a browser takes to send a file of a few MB.
 */
const FRESH_UPLOAD_DELAY_MS = 1000;

/**
 * Converts `uploads` copies of `file` with `converter` (a built converter's exports) as a
 * queue of `slots` workers does: each takes the next upload when its last one has ended.
 * Resolves with each conversion's time and first-20-pages time, the wall time of all, the
 * CPU seconds a conversion of the converter processes (with the spares loaded for them,
 * until the one the last conversion left is ready), and the peak resident memory of all
 * (this process included) and of the converter processes alone.
 */
async function convertUploads(converter, file, { slots, uploads }, outFolder) {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const runs = [];
  let left = uploads;
  const convertOne = async () => {
    const begun = performance.now();
    let bookPages = 0;
    let firstPagesMs = null;
    const result = await converter.convertPdfIsolated(file, {
      outDir: outFolder(),
      onPages: (pages) => {
        bookPages += pages.length;
        if (firstPagesMs === null && bookPages >= 20) firstPagesMs = performance.now() - begun;
      },
    });
    const ms = performance.now() - begun;
    runs.push({ ms, firstPagesMs: firstPagesMs ?? ms, pages: result.originalPagesCount });
  };
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      await convertOne();
    }
  };
  const { peak, childrenPeak } = await peakMemoryDuring(() =>
    Promise.all(Array.from({ length: slots }, worker)),
  );
  const wallMs = performance.now() - started;
  await converter.keepConverterWarm();
  const cpuPerConversion = (childrenCpuSeconds() - cpuBefore) / uploads;
  return { runs, wallMs, cpuPerConversion, peak, childrenPeak };
}

/** One upload to a server idle long enough for its spare to be ready. */
export const READY_SPARE = {
  name: "the spare ready",
  async run(converter, file, outFolder) {
    await converter.keepConverterWarm();
    return convertUploads(converter, file, { slots: 1, uploads: 1 }, outFolder);
  },
};

/** Uploads one after another, each converted when the last one ended (a queue of one). */
export const BACK_TO_BACK = {
  name: `${UPLOADS} back to back`,
  async run(converter, file, outFolder) {
    await converter.keepConverterWarm();
    return convertUploads(converter, file, { slots: 1, uploads: UPLOADS }, outFolder);
  },
};

/**
 * The scenarios, each run(converter, file, outFolder). Every one but the first starts
 * with the spare ready, as a server that has been idle a while has it.
 */
export const SCENARIOS = [
  {
    name: "right after a start",
    async run(converter, file, outFolder) {
      converter.stopKeepingConverterWarm();
      // The spare started with the server: the upload takes it, ready or not; the CPU it
      // used before is the upload's too.
      const cpuBefore = childrenCpuSeconds();
      void converter.keepConverterWarm().catch(() => {});
      await sleep(FRESH_UPLOAD_DELAY_MS);
      const cpuWaiting = childrenCpuSeconds() - cpuBefore;
      const figures = await convertUploads(converter, file, { slots: 1, uploads: 1 }, outFolder);
      return { ...figures, cpuPerConversion: figures.cpuPerConversion + cpuWaiting };
    },
  },
  BACK_TO_BACK,
  {
    name: `${UPLOADS} at once, ${Math.min(UPLOADS, availableParallelism())} at a time`,
    async run(converter, file, outFolder) {
      await converter.keepConverterWarm();
      const slots = Math.min(UPLOADS, availableParallelism());
      return convertUploads(converter, file, { slots, uploads: UPLOADS }, outFolder);
    },
  },
];

/** Rounds of all the scenarios (BENCH_ROUNDS): each build's figures are their medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const median = (values) => values.toSorted((a, b) => a - b)[(values.length - 1) >> 1];

/**
 * Runs every scenario ROUNDS times for each of `builds` ({ label, converter }), the builds
 * taking turns, with `renderMs()` (mutool's render-only time, or null) timed before each
 * turn; resolves with one row a scenario and build.
 */
export async function runScenarios(builds, file, renderMs, outFolder, scenarios = SCENARIOS) {
  const renders = [];
  const results = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const scenario of scenarios) {
      for (const build of builds) {
        // Only the build measured keeps a spare: another's idle one would count in memory.
        for (const other of builds) other.converter.stopKeepingConverterWarm();
        const render = await renderMs();
        if (render !== null) renders.push(render);
        const figures = await scenario.run(build.converter, file, outFolder);
        const key = `${scenario.name}\u0000${build.label}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }
  for (const build of builds) build.converter.stopKeepingConverterWarm();
  const render = renders.length > 0 ? median(renders) : null;
  const rows = [];
  for (const scenario of scenarios) {
    for (const build of builds) {
      const rounds = results.get(`${scenario.name}\u0000${build.label}`);
      const runs = rounds.flatMap((figures) => figures.runs);
      const conversionMs = median(runs.map((run) => run.ms));
      const pages = runs.reduce((sum, run) => sum + run.pages, 0);
      const wallMs = rounds.reduce((sum, figures) => sum + figures.wallMs, 0);
      rows.push({
        scenario: scenario.name,
        build: build.label,
        conversions: runs.length,
        conversionMs,
        ratio: render === null ? null : conversionMs / render,
        firstPagesMs: median(runs.map((run) => run.firstPagesMs)),
        pagesPerSecond: pages / (wallMs / 1000),
        cpuPerConversion: median(rounds.map((figures) => figures.cpuPerConversion)),
        peak: Math.max(...rounds.map((figures) => figures.peak)),
        childrenPeak: Math.max(...rounds.map((figures) => figures.childrenPeak)),
      });
    }
  }
  return { rows, render, renders: renders.length };
}

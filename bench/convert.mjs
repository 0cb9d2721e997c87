#!/usr/bin/env node
// Benchmark of the PDF → book conversion (npm run bench:convert).
//
// For each PDF it runs, on the same machine and in the same run:
//   - Bindery: convertPdfIsolated from the built converter (converter/dist), the way the
//     server converts an upload: a child process reading pages on worker threads, started
//     ahead as the server's spare (keepConverterWarm) and timed from the moment it is asked;
//   - mutool draw (Debian's mupdf-tools) rendering the same pages at the same size as
//     Bindery's snapshots (1300 px on the long side), once writing PNG files and once
//     rendering only (for freeculture.pdf, the aim's file, three alternating rounds of
//     rendering only and Bindery, compared by their medians);
// and prints pages per second, peak memory (resident, this process and all children; for
// uploads also the converter processes alone), the time until the first 20 book pages
// are readable, and Bindery's time as a multiple of mutool's.
//
// Every run writes into a folder of its own, and nothing is deleted until the end. Each
// round used to delete the last one's 1,100 files just before converting: on ext4 without
// a journal (this machine's disk), creating a file then checks every inode deleted in the
// last minutes and skips it, which grew to 6% of a conversion's CPU (perf: find_inode_bit)
// over a run, a cost no server pays upload after upload. The folders are in /dev/shm where
// there is one (BENCH_OUT chooses another), so that the figures do not depend on what
// this disk went through before the run either.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import {
  BACK_TO_BACK,
  READY_SPARE,
  runScenarios,
  SCENARIOS,
  UPLOADS,
} from "./support/conversion-rounds.mjs";
import { peakMemoryDuring } from "./support/process-tree.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// BENCH_CORPUS: the corpus elsewhere than beside the checkout (a worktree further down).
const corpus = process.env.BENCH_CORPUS ?? join(root, "..", "shared", "corpus", "pdfs");
const outRoot = mkdtempSync(
  join(process.env.BENCH_OUT ?? (existsSync("/dev/shm") ? "/dev/shm" : tmpdir()), "bindery-bench-"),
);
let runCount = 0;
/** A new, empty folder for one run's files. */
function runFolder(name) {
  runCount += 1;
  return join(outRoot, `${runCount}-${name}`);
}
const SNAPSHOT_SIZE = 1300;
const FILES = [
  "freeculture.pdf",
  "linearized_with_object_streams.pdf",
  "tracemonkey.pdf",
  "us_constitution.pdf",
  "dmca.pdf",
  "pdfjs_wikipedia.pdf",
  "images.pdf",
];
/**
 * OCR's throughput is measured on the OCR test's generated English scan (a page of 12 pt
 * text rendered at 200 dpi in greys and wrapped in a PDF), OCR_PAGES pages of it, and
 * labelled apart on the corpus's scan: two A4 pages (1654×2338 pixels) in Russian, which
 * the English model cannot read.
 */
const OCR_PAGES = 8;
const OCR_CORPUS_FILE = "issue7229.pdf";
/** Recognitions of one page timed for OCR's ceiling (after one that warms the engine). */
const OCR_CEILING_ROUNDS = 5;
const TARGET = { file: "freeculture.pdf", ratio: 1.5, firstPagesMs: 1000, peakMb: 450 };
/** OCR's aim, pages per second of a scan on a quiet machine. */
const OCR_AIM = 2.5;
/**
 * BENCH_ONLY=uploads runs only the uploads as a server meets them (a start, back to back,
 * at once); BENCH_BEFORE names a checkout whose converter is built (the build before a
 * change), converted in the same run, taking turns with this one.
 */
const uploadsOnly = process.env.BENCH_ONLY === "uploads";
const TARGET_ROUNDS = 3;

const converterEntry = join(root, "converter", "dist", "index.js");
if (!existsSync(converterEntry)) {
  console.error("The converter is not built: run `npm run build -w converter` first.");
  process.exit(1);
}
const converter = await import(converterEntry);
const { convertPdfIsolated, keepConverterWarm, stopKeepingConverterWarm } = converter;

if (!existsSync(corpus)) {
  console.error(`No corpus at ${corpus}.`);
  process.exit(1);
}
const mutool = ensureMutool();

function ensureMutool() {
  const found = spawnSync("sh", ["-c", "command -v mutool"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.error("mutool is missing: installing Debian's mupdf-tools…");
    execFileSync("apt-get", ["install", "-y", "mupdf-tools"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return "mutool";
  }
  console.error(
    "mutool is missing and this is not root: run `sudo apt-get install -y mupdf-tools`. Ratios are skipped.",
  );
  return null;
}

/** The middle item by `value` (the lower middle of an even count). */
function medianBy(items, value) {
  return items.toSorted((a, b) => value(a) - value(b))[(items.length - 1) >> 1];
}

async function timeMutool(file, writePng, { afterSpare = true } = {}) {
  if (!mutool) return null;
  // Each conversion's process ends with it and a new spare starts loading: mutool is timed
  // only once that spare is ready and idle, so that it does not share the cores with it.
  if (afterSpare) await keepConverterWarm();
  const dir = runFolder("mutool");
  mkdirSync(dir);
  const args = ["draw", "-q", "-w", String(SNAPSHOT_SIZE), "-h", String(SNAPSHOT_SIZE)];
  if (writePng) args.push("-o", join(dir, "page-%d.png"));
  const started = performance.now();
  const result = spawnSync(mutool, [...args, file], { stdio: ["ignore", "ignore", "ignore"] });
  const ms = performance.now() - started;
  return result.status === 0 ? ms : null;
}

async function timeBindery(file) {
  const outDir = runFolder(file.split("/").at(-1));
  let bookPages = 0;
  let firstPagesMs = null;
  // As in the server, where the spare has long been ready when an upload arrives.
  await keepConverterWarm();
  const started = performance.now();
  const { value: result, peak } = await peakMemoryDuring(() =>
    convertPdfIsolated(file, {
      outDir,
      onPages: (pages) => {
        bookPages += pages.length;
        if (firstPagesMs === null && bookPages >= 20) firstPagesMs = performance.now() - started;
      },
    }),
  );
  const ms = performance.now() - started;
  return {
    ms,
    peak,
    firstPagesMs: firstPagesMs ?? ms,
    pdfPages: result.originalPagesCount,
    bookPages: result.pages.length,
  };
}

const fmt = {
  s: (ms) => (ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`),
  mb: (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`,
  x: (value) => (value === null ? "—" : `${value.toFixed(2)}×`),
  rate: (pages, ms) => `${(pages / (ms / 1000)).toFixed(1)}`,
};

const rows = [];
const totals = { pages: 0, bindery: 0, png: 0, render: 0, peak: 0 };
console.log(
  `Converting ${FILES.length} PDFs from ${corpus} (snapshots ${SNAPSHOT_SIZE} px; ${process.arch}, ${(await import("node:os")).availableParallelism()} cores)\n`,
);
for (const name of uploadsOnly ? [] : FILES) {
  const file = join(corpus, name);
  if (!existsSync(file)) {
    console.log(`${name}: not in the corpus, skipped`);
    continue;
  }
  const png = await timeMutool(file, true);
  // The aim's file is timed in alternating rounds, mutool then Bindery, and the medians
  // compared: on a shared machine one round of each can be seconds apart in speed.
  const rounds = name === TARGET.file ? TARGET_ROUNDS : 1;
  const renders = [];
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    renders.push(await timeMutool(file, false));
    runs.push(await timeBindery(file));
  }
  // mutool failing on any round leaves no figure to compare with.
  const render = renders.includes(null) ? null : medianBy(renders, (ms) => ms);
  // The median run, with the highest peak memory of all.
  const bindery = {
    ...medianBy(runs, (run) => run.ms),
    peak: Math.max(...runs.map((run) => run.peak)),
  };
  if (rounds > 1) {
    const range = (values) => `${fmt.s(Math.min(...values))}–${fmt.s(Math.max(...values))}`;
    console.log(
      `${name}, ${rounds} rounds: mutool render only ${range(renders)}, Bindery ${range(runs.map((r) => r.ms))}; the medians are shown`,
    );
  }
  rows.push({ name, png, render, ...bindery });
  totals.pages += bindery.pdfPages;
  totals.bindery += bindery.ms;
  totals.png += png ?? 0;
  totals.render += render ?? 0;
  totals.peak = Math.max(totals.peak, bindery.peak);
}

const table = rows.map((r) => ({
  file: r.name,
  "PDF pages": r.pdfPages,
  "book pages": r.bookPages,
  "Bindery time": fmt.s(r.ms),
  "pages/s": fmt.rate(r.pdfPages, r.ms),
  "first 20 pages": fmt.s(r.firstPagesMs),
  "peak memory": fmt.mb(r.peak),
  "mutool → PNG": fmt.s(r.png),
  "× mutool → PNG": fmt.x(r.png ? r.ms / r.png : null),
  "mutool render only": fmt.s(r.render),
  "× render only": fmt.x(r.render ? r.ms / r.render : null),
}));
table.push({
  file: "TOTAL",
  "PDF pages": totals.pages,
  "book pages": rows.reduce((sum, r) => sum + r.bookPages, 0),
  "Bindery time": fmt.s(totals.bindery),
  "pages/s": fmt.rate(totals.pages, totals.bindery),
  "first 20 pages": "",
  "peak memory": fmt.mb(totals.peak),
  "mutool → PNG": fmt.s(totals.png || null),
  "× mutool → PNG": fmt.x(totals.png ? totals.bindery / totals.png : null),
  "mutool render only": fmt.s(totals.render || null),
  "× render only": fmt.x(totals.render ? totals.bindery / totals.render : null),
});
if (rows.length > 0) console.table(table);

const target = rows.find((r) => r.name === TARGET.file);
if (target) {
  const check = (ok) => (ok ? "met" : "NOT met");
  console.log(`\nTargets for ${TARGET.file}:`);
  console.log(
    `  total time ≤ ${TARGET.ratio}× mutool draw (→ PNG): ${fmt.x(target.png ? target.ms / target.png : null)} — ${check(target.png && target.ms / target.png <= TARGET.ratio)}`,
  );
  console.log(
    `  total time ≤ ${TARGET.ratio}× mutool draw (render only): ${fmt.x(target.render ? target.ms / target.render : null)} — ${check(target.render && target.ms / target.render <= TARGET.ratio)}`,
  );
  console.log(
    `  first 20 pages ≤ ${TARGET.firstPagesMs / 1000} s: ${fmt.s(target.firstPagesMs)} — ${check(target.firstPagesMs <= TARGET.firstPagesMs)}`,
  );
  console.log(
    `  peak memory < ${TARGET.peakMb} MB: ${fmt.mb(target.peak)} — ${check(target.peak < TARGET.peakMb * 1024 * 1024)}`,
  );
}
// The OCR test's fixtures are TypeScript.
register();
await printUploads(join(corpus, TARGET.file));
if (uploadsOnly) {
  stopKeepingConverterWarm();
  rmSync(outRoot, { recursive: true, force: true });
  process.exit(0);
}
if (target?.render) {
  // Measured on a quiet machine too: after the spare the last conversion left has loaded.
  await keepConverterWarm();
  await printRenderingFloor(join(corpus, TARGET.file), target.render);
}
const { scannedPdf } = await import(
  new URL("../converter/test/support/fixtures.ts", import.meta.url).href
);
const englishScan = join(outRoot, "english-scan.pdf");
writeFileSync(englishScan, scannedPdf(OCR_PAGES));
const englishRate = await printOcrThroughput("the OCR test's generated English scan", englishScan);
await printOcrCeiling(englishScan, englishRate);
const corpusScan = join(corpus, OCR_CORPUS_FILE);
if (existsSync(corpusScan)) {
  await printOcrThroughput(
    `${OCR_CORPUS_FILE}, Russian (unreadable by the English model)`,
    corpusScan,
  );
} else {
  console.log(`\nOCR: ${OCR_CORPUS_FILE} not in the corpus, skipped`);
}
stopKeepingConverterWarm();
rmSync(outRoot, { recursive: true, force: true });

/**
 * The aim's file converted as a server meets uploads (see conversion-rounds.mjs), by this
 * build and, with BENCH_BEFORE, the build before, beside mutool's render-only time.
 */
async function printUploads(file) {
  if (!existsSync(file)) return;
  const builds = [{ label: "this build", converter }];
  const before = process.env.BENCH_BEFORE;
  if (before) {
    const entry = join(before, "converter", "dist", "index.js");
    if (!existsSync(entry)) {
      console.error(`BENCH_BEFORE: no built converter at ${entry}`);
      process.exit(1);
    }
    builds.unshift({ label: "before", converter: await import(entry) });
  }
  // Timed with no spare: the scenarios stop each build's before it.
  const render = () => timeMutool(file, false, { afterSpare: false });
  // The spare ready first: what practice while it waits (ADR 0062) changes shows there.
  const text = await runScenarios(builds, file, render, () => runFolder("upload"), [
    READY_SPARE,
    ...SCENARIOS,
  ]);
  printUploadRows(
    `${TARGET.file} uploaded as a server meets uploads (${UPLOADS} uploads; mutool render only ${fmt.s(text.render)}, median of ${text.renders})`,
    text.rows,
  );
  // OCR's aim, on the same builds: the OCR test's English scan. A single upload starts its
  // engines; back to back, the uploads after the first read with the engines kept.
  const { scannedPdf } = await import(
    new URL("../converter/test/support/fixtures.ts", import.meta.url).href
  );
  const scan = join(outRoot, "english-scan-uploads.pdf");
  writeFileSync(scan, scannedPdf(OCR_PAGES));
  const scans = await runScenarios(
    builds,
    scan,
    async () => null,
    () => runFolder("scan"),
    [READY_SPARE, BACK_TO_BACK],
  );
  printUploadRows(
    `The OCR test's English scan, ${OCR_PAGES} pages (aim ≥ ${OCR_AIM} pages/s on a quiet machine)`,
    scans.rows,
  );
}

function printUploadRows(title, figures) {
  console.log(`\n${title}:`);
  console.table(
    figures.map((row) => ({
      uploads: row.scenario,
      build: row.build,
      conversions: row.conversions,
      "time (median)": fmt.s(row.conversionMs),
      "× render only": fmt.x(row.ratio),
      "first 20 pages": fmt.s(row.firstPagesMs),
      "pages/s": row.pagesPerSecond.toFixed(1),
      "CPU s / conversion": row.cpuPerConversion.toFixed(1),
      "peak memory": fmt.mb(row.peak),
      "… converter": fmt.mb(row.childrenPeak),
    })),
  );
}

/**
 * OCR's cost, apart from the text PDFs above: a scanned PDF without a text layer converted
 * with OCR (the default) and with it off, in the same run. Aim: OCR_AIM pages per second.
 * Resolves with the pages per second with OCR.
 */
async function printOcrThroughput(label, file) {
  const timed = async (ocr) => {
    await keepConverterWarm();
    const started = performance.now();
    const { value: result, peak } = await peakMemoryDuring(() =>
      convertPdfIsolated(file, { outDir: runFolder(`ocr-${ocr}`), ocr }),
    );
    return { ms: performance.now() - started, result, peak };
  };
  const on = await timed(true);
  const off = await timed(false);
  const pages = on.result.originalPagesCount;
  const read = (on.result.recognisedPages ?? []).map((p) => `${p.page_number}: ${p.confidence}`);
  console.log(`\nOCR of a scanned PDF (${label}, ${pages} pages):`);
  console.log(
    `  with OCR ${fmt.s(on.ms)}, ${(pages / (on.ms / 1000)).toFixed(2)} pages/s (aim ≥ ${OCR_AIM}), peak memory ${fmt.mb(on.peak)}; OCR off ${fmt.s(off.ms)}; confidence by page ${read.join(", ") || "none"}`,
  );
  return pages / (on.ms / 1000);
}

/**
 * The same run's ceiling for OCR's throughput: one warm engine recognising the scan's
 * first page again and again on one thread of this process, the converter's own
 * functions, its time a page taken by the clock. No conversion on this machine recognises
 * more pages a second than the cores divided by that time; on a machine shared with other
 * work, the throughput's share of this ceiling says more than the throughput alone.
 */
async function printOcrCeiling(file, pagesPerSecond) {
  // Timed once the spare the last conversion left has loaded, so as not to share the cores.
  await keepConverterWarm();
  const dist = (path) => import(join(root, "converter", "dist", path));
  const { openPdf } = await dist("pdf/open-document.js");
  const { extractPage } = await dist("pdf/extract-page.js");
  const { recognizePage } = await dist("ocr/recognizer.js");
  const { ocrEngines } = await dist("ocr/engines.js");
  const { document } = openPdf(readFileSync(file), { maxPages: Number.MAX_SAFE_INTEGER });
  const { scan } = extractPage(document, 0, false, true);
  document.destroy();
  // The first recognitions start the engine and let V8 optimise its code: not timed.
  for (let round = 0; round < 2; round++) await recognizePage(scan);
  const times = [];
  for (let round = 0; round < OCR_CEILING_ROUNDS; round++) {
    const started = performance.now();
    await recognizePage(scan);
    times.push(performance.now() - started);
  }
  await ocrEngines.stop();
  const pageMs = medianBy(times, (ms) => ms);
  const cores = (await import("node:os")).availableParallelism();
  const ceiling = cores / (pageMs / 1000);
  console.log(
    `  one warm engine, one thread: ${fmt.s(pageMs)} a page (median of ${OCR_CEILING_ROUNDS}); on ${cores} cores at most ${ceiling.toFixed(2)} pages/s; the conversion reached ${Math.round((100 * pagesPerSecond) / ceiling)}% of that`,
  );
}

/**
 * What the work every conversion must do costs on its own, whoever organises it: reading
 * each page with MuPDF (the mupdf package's WebAssembly: interpreting it, rendering its
 * snapshot, reading its text and pictures) and encoding its images (PNGs by the converter,
 * the others with sharp), done by the converter's own functions one page at a time on one
 * thread of this process. Divided by
 * the cores, it is the least time any conversion on this machine can take with these
 * libraries: what remains of the aim's budget is left for rebuilding paragraphs, laying
 * out the book and starting up.
 */
async function printRenderingFloor(file, mutoolRenderMs) {
  const dist = (path) => import(join(root, "converter", "dist", path));
  const { openPdf } = await dist("pdf/open-document.js");
  const { extractPage } = await dist("pdf/extract-page.js");
  const { ImageWriter } = await dist("output/image-writer.js");
  const { createOutputFolders } = await dist("pdf/output-files.js");
  const outDir = runFolder("floor");
  await createOutputFolders(outDir);
  const images = new ImageWriter(outDir, 1);
  const { document, info } = openPdf(readFileSync(file), { maxPages: Number.MAX_SAFE_INTEGER });
  let readMs = 0;
  let encodeMs = 0;
  for (let index = 0; index < info.pageCount; index++) {
    const readStart = performance.now();
    const { writes } = extractPage(document, index, false);
    readMs += performance.now() - readStart;
    // Timed by the clock: this thread waits while sharp encodes on one of libuv's (PNGs are
    // encoded on this one), and the process's CPU time would also count V8's background
    // threads.
    const encodeStart = performance.now();
    await images.write(writes.map((write) => ({ ...write, neededByBook: true })));
    encodeMs += performance.now() - encodeStart;
  }
  document.destroy();
  const cores = (await import("node:os")).availableParallelism();
  const floorMs = (readMs + encodeMs) / cores;
  console.log(`\nThe required work alone, one thread (${TARGET.file}):`);
  console.log(
    `  MuPDF (WebAssembly) reading the pages: interpreting, rendering the snapshots, text and pictures: ${fmt.s(readMs)}`,
  );
  console.log(
    `  encoding the snapshots, thumbnails and pictures (PNG here, JPEG and WebP with sharp): ${fmt.s(encodeMs)}`,
  );
  console.log(
    `  on ${cores} cores fully used, at least ${fmt.s(floorMs)} = ${fmt.x(floorMs / mutoolRenderMs)} mutool render-only, before paragraphs, layout and start-up (the aim: ${TARGET.ratio}×)`,
  );
}

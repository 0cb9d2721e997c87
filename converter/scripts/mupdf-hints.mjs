// Makes V8's compilation hints for MuPDF's WebAssembly (src/pipeline/mupdf-hints.json, see
// src/pipeline/mupdf-compile-hints.ts) from conversions of real PDFs, and keeps them in the
// repository. Run it after MuPDF is updated, with the converter built and on Node 26 or
// newer (V8 writes the hints only from 14.x on):
//
//   npm run build -w converter && npm run build:mupdf-hints -w converter [-- file.pdf…]
//
// Without files it converts the shared corpus's PDFs beside the checkout (the ones
// bench/convert.mjs measures). converter/test/mupdf-hints.test.ts fails until it is run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const converter = new URL("..", import.meta.url).pathname;
const corpus = join(converter, "..", "..", "shared", "corpus", "pdfs");
const CORPUS_FILES = [
  "freeculture.pdf",
  "tracemonkey.pdf",
  "us_constitution.pdf",
  "pdfjs_wikipedia.pdf",
  "images.pdf",
  "dmca.pdf",
];
const given = process.argv.slice(2).map((file) => resolve(file));
const pdfs = given.length > 0 ? given : CORPUS_FILES.map((file) => join(corpus, file));
const missing = pdfs.filter((file) => !existsSync(file));
if (missing.length > 0) fail(`no such PDF: ${missing.join(", ")}`);
const built = join(converter, "dist", "index.js");
if (!existsSync(built)) fail("the converter is not built: run `npm run build -w converter` first");

// The conversions run on one thread, through mupdf.js's own loading of the module, so that
// the hints describe the module exactly as it is installed; V8 writes them into the
// working folder when asked by %GenerateWasmCompilationHints.
const work = mkdtempSync(join(tmpdir(), "mupdf-hints-"));
const child = `
  const instances = [];
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async (...args) => {
    const result = await instantiate(...args);
    instances.push(result.instance ?? result);
    return result;
  };
  const { convertPdf } = await import(${JSON.stringify(pathToFileURL(built).href)});
  const pdfs = ${JSON.stringify(pdfs)};
  for (const [index, pdf] of pdfs.entries()) {
    await convertPdf(pdf, { outDir: "book-" + index, concurrency: 1, ocr: false });
  }
  const exportCount = (instance) => Object.keys(instance.exports).length;
  const mupdf = instances.sort((a, b) => exportCount(b) - exportCount(a))[0];
  new Function("instance", "%GenerateWasmCompilationHints(instance)")(mupdf);
`;
const run = spawnSync(
  process.execPath,
  [
    "--allow-natives-syntax",
    "--wasm-generate-compilation-hints",
    "--input-type=module",
    "--eval",
    child,
  ],
  { cwd: work, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
);
if (run.status !== 0) {
  rmSync(work, { recursive: true, force: true });
  fail(`the conversions failed (exit ${run.status}); this needs Node 26 or newer`);
}
const written = readdirSync(work).find((name) => name.startsWith("compilation-hints-wasm-"));
if (!written) fail("V8 wrote no hints: this needs Node 26 or newer");
const sections = readFileSync(join(work, written));
rmSync(work, { recursive: true, force: true });

const { installedMupdfBuild } = await import(
  pathToFileURL(join(converter, "dist", "pipeline", "mupdf-compile-hints.js")).href
);
const hints = {
  ...installedMupdfBuild(),
  madeFrom: pdfs.map((file) => basename(file)),
  sections: sections.toString("base64"),
};
const target = join(converter, "src", "pipeline", "mupdf-hints.json");
writeFileSync(target, `${JSON.stringify(hints, null, 2)}\n`);
console.log(
  `wrote ${target}: ${sections.byteLength} bytes of hints for MuPDF ${hints.mupdfVersion}`,
);

function fail(message) {
  console.error(`mupdf-hints: ${message}`);
  process.exit(1);
}

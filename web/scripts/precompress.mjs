import { promises as fs } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

async function* filesUnder(folder) {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file of at least 1 KB; a copy that would not be smaller is left out.
 * Answers how many files got copies.
 */
export async function precompressFolder(folder) {
  let written = 0;
  for await (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = await fs.readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

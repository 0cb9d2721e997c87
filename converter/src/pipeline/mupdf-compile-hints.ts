import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * V8's compilation hints for MuPDF's WebAssembly, made by scripts/mupdf-hints.mjs from
 * conversions of real PDFs: which of its functions a conversion calls, which of those run
 * hot enough to be optimised, and how often their calls go where. V8 reads them from
 * custom sections of the module (`metadata.code.compilation_priority`,
 * `metadata.code.instr_freq`, `metadata.code.call_targets`) when the process runs with
 * `--experimental-wasm-compilation-hints`, as converter processes do (ADR 0075).
 *
 * Why: without them V8 compiles each function when it is first called and optimises the
 * hot ones while they run, so a converter process's first conversion ran slower code and
 * paid for the compiling on the cores it needed. With them, the functions a conversion
 * will call are compiled, and the hot ones optimised, on V8's background threads as the
 * module is compiled, while the spare waits for its upload. Everything else stays lazy:
 * optimising all of MuPDF ahead (ADR 0046, dropped in 0054) cost the spare about 1.7 s of
 * CPU, these 0.2–0.3 s.
 */
export interface MupdfCompileHints extends MupdfBuild {
  /** The PDFs whose conversions they were made from. */
  madeFrom: string[];
  /** The custom sections, as V8 wrote them, in base64. */
  sections: string;
}

/** A build of MuPDF's module: hints made for one mean nothing in another. */
export interface MupdfBuild {
  mupdfVersion: string;
  wasmBytes: number;
  wasmSha256: string;
}

const mupdfDir = dirname(createRequire(import.meta.url).resolve("mupdf"));
/** MuPDF's module, as mupdf.js installs it. */
export const MUPDF_WASM = join(mupdfDir, "mupdf-wasm.wasm");

/** The installed module's build, which the hints must have been made for. */
export function installedMupdfBuild(): MupdfBuild {
  const wasm = readFileSync(MUPDF_WASM);
  const mupdfPackage = JSON.parse(readFileSync(join(mupdfDir, "..", "package.json"), "utf8"));
  return {
    mupdfVersion: mupdfPackage.version,
    wasmBytes: wasm.byteLength,
    wasmSha256: createHash("sha256").update(wasm).digest("hex"),
  };
}

/** The custom sections to add to MuPDF's module; read once, when it is first compiled. */
export function mupdfCompileHints(): MupdfCompileHints {
  return JSON.parse(readFileSync(new URL("./mupdf-hints.json", import.meta.url), "utf8"));
}

/**
 * `wasm` with the hints' sections added at its end, where they shift no function's code
 * (call sites in them are given by byte offset); `wasm` itself when the hints were made
 * for another build of MuPDF (a dependency updated without running
 * scripts/mupdf-hints.mjs: the test of the hints says so).
 */
export function withCompileHints(wasm: Uint8Array, hints: MupdfCompileHints): Uint8Array {
  if (wasm.byteLength !== hints.wasmBytes) return wasm;
  return Buffer.concat([wasm, Buffer.from(hints.sections, "base64")]);
}

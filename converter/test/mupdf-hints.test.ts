import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  installedMupdfBuild,
  MUPDF_WASM,
  mupdfCompileHints,
  withCompileHints,
} from "../src/pipeline/mupdf-compile-hints.js";

const wasm = readFileSync(MUPDF_WASM);
const hints = mupdfCompileHints();
const HINT_SECTIONS = [
  "metadata.code.compilation_priority",
  "metadata.code.instr_freq",
  "metadata.code.call_targets",
];
const work = mkdtempSync(join(tmpdir(), "mupdf-hints-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * How many of MuPDF's exported functions V8 has compiled once the module is instantiated,
 * in a Node process with the converter's flag (asked through V8's test functions).
 */
function compiledExports(bytes: Uint8Array): { compiled: number; exported: number } {
  const file = join(work, `module-${bytes.byteLength}.wasm`);
  writeFileSync(file, bytes);
  const script = `
    import { readFileSync } from "node:fs";
    const module = new WebAssembly.Module(readFileSync(${JSON.stringify(file)}));
    const imports = {};
    for (const { module: from, name } of WebAssembly.Module.imports(module)) {
      imports[from] ??= {};
      imports[from][name] = () => { throw new Error("not called"); };
    }
    const instance = new WebAssembly.Instance(module, imports);
    const compiled = new Function("f", "return !%IsUncompiledWasmFunction(f)");
    const functions = Object.values(instance.exports).filter((value) => typeof value === "function");
    console.log(JSON.stringify({ compiled: functions.filter(compiled).length, exported: functions.length }));
  `;
  const output = execFileSync(
    process.execPath,
    [
      "--allow-natives-syntax",
      "--experimental-wasm-compilation-hints",
      "--input-type=module",
      "--eval",
      script,
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(output);
}

// V8 follows these hints from 14.x (Node 26) on; Node 24's reads none of them.
const v8Major = Number(process.versions.v8.split(".")[0]);

describe("MuPDF's compilation hints", () => {
  it("are made for the installed MuPDF (npm run build:mupdf-hints -w converter)", () => {
    const { mupdfVersion, wasmBytes, wasmSha256 } = hints;
    expect({ mupdfVersion, wasmBytes, wasmSha256 }).toEqual(installedMupdfBuild());
  });

  it("are added to MuPDF's module as its three custom sections, and it stays valid", async () => {
    const module = await WebAssembly.compile(withCompileHints(wasm, hints));
    for (const name of HINT_SECTIONS) {
      expect(WebAssembly.Module.customSections(module, name), name).toHaveLength(1);
    }
    expect(WebAssembly.Module.exports(module)).toEqual(
      WebAssembly.Module.exports(await WebAssembly.compile(wasm)),
    );
  });

  it("leave a module of another MuPDF build as it is", () => {
    const other = wasm.subarray(0, wasm.byteLength - 1);
    expect(withCompileHints(other, hints)).toBe(other);
  });

  it.skipIf(v8Major < 14)(
    "make V8 compile the functions a conversion calls before any is called",
    () => {
      const hinted = compiledExports(withCompileHints(wasm, hints));
      const plain = compiledExports(wasm);
      expect(plain.compiled).toBe(0);
      // Exports that conversions call: opening documents, pages, text, pixmaps…
      expect(hinted.compiled).toBeGreaterThan(100);
      expect(hinted.compiled).toBeLessThan(hinted.exported);
    },
  );
});

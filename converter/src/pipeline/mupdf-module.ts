import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { setFlagsFromString } from "node:v8";

/**
 * MuPDF's WebAssembly, compiled once per process and handed to every page worker.
 * Compiling 10 MB of WebAssembly (and optimising its hot functions) costs each thread
 * hundreds of milliseconds of CPU; a compiled module shared between threads shares that
 * work. mupdf.js takes Emscripten's module settings from a documented global, read when
 * it is first imported.
 */
let compiled: Promise<WebAssembly.Module> | undefined;

export function compileMupdf(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const dir = dirname(createRequire(import.meta.url).resolve("mupdf"));
    const module = await WebAssembly.compile(await readFile(join(dir, "mupdf-wasm.wasm")));
    compileLaterWasmLazily();
    return module;
  })();
  return compiled;
}

/**
 * A spare converter process compiles all WebAssembly with V8's optimising compiler, for
 * MuPDF's sake (see converter-process.ts); once MuPDF is compiled, V8's defaults return
 * for what is compiled after it, in every thread of the process. That is an OCR engine,
 * started on a conversion's first scan: compiled in full, tesseract's 2.8 MB took 2-7 s
 * of CPU an engine before it read a line; lazily, it starts in a tenth of a second and V8
 * optimises the functions it runs. (Node keeps V8's flags writable for this call.)
 */
function compileLaterWasmLazily(): void {
  setFlagsFromString("--liftoff");
  setFlagsFromString("--wasm-lazy-compilation");
}

/** Makes the next `import("mupdf")` of this thread instantiate `module` instead of compiling. */
export function useCompiledMupdf(module: WebAssembly.Module): void {
  (globalThis as Record<string, unknown>).$libmupdf_wasm_Module = {
    instantiateWasm(
      imports: object,
      ready: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) {
      WebAssembly.instantiate(module, imports).then((instance) => ready(instance, module));
      return {};
    },
  };
}

import { readFile } from "node:fs/promises";
import { MUPDF_WASM, mupdfCompileHints, withCompileHints } from "./mupdf-compile-hints.js";

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
    const wasm = await readFile(MUPDF_WASM);
    // V8 does not count a compilation that follows hints as pending work: a thread with
    // nothing else to wait for ended before the module was ready (Node 26).
    const keepAlive = setInterval(() => {}, 1000);
    try {
      return await WebAssembly.compile(withCompileHints(wasm, mupdfCompileHints()));
    } finally {
      clearInterval(keepAlive);
    }
  })();
  return compiled;
}

/** A thread's MuPDF instance, as MupdfReset needs it. */
export interface MupdfInstance {
  memory: WebAssembly.Memory;
  /**
   * Emscripten's runtime, the object mupdf.js calls MuPDF's exports through (Emscripten
   * fills in the module settings it is given): `_wasm_free` is the free of mupdf.js's
   * own allocations.
   */
  runtime: { _wasm_free(pointer: number): void };
}

/**
 * Makes the next `import("mupdf")` of this thread instantiate `module` instead of
 * compiling; resolves with the instance once mupdf.js has loaded it.
 */
export function useCompiledMupdf(module: WebAssembly.Module): Promise<MupdfInstance> {
  return new Promise((resolve, reject) => {
    const runtime = {
      instantiateWasm(
        imports: object,
        ready: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
      ) {
        WebAssembly.instantiate(module, imports).then((instance) => {
          const memory = Object.values(instance.exports).find(
            (value) => value instanceof WebAssembly.Memory,
          );
          if (memory) resolve({ memory, runtime: runtime as unknown as MupdfInstance["runtime"] });
          else reject(new Error("MuPDF's WebAssembly exports no memory"));
          ready(instance, module);
        }, reject);
        return {};
      },
    };
    (globalThis as Record<string, unknown>).$libmupdf_wasm_Module = runtime;
  });
}

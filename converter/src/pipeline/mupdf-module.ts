import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

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
    return WebAssembly.compile(await readFile(join(dir, "mupdf-wasm.wasm")));
  })();
  return compiled;
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

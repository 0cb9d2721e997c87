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
let compiled: Promise<WebAssemblyModule> | undefined;

/** The parts of the WebAssembly API used here (the project's lib settings leave it out). */
interface WebAssemblyModule {
  readonly __brand?: "WebAssembly.Module";
}
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<WebAssemblyModule>;
  instantiate(module: WebAssemblyModule, imports: object): Promise<object>;
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

export function compileMupdf(): Promise<WebAssemblyModule> {
  compiled ??= (async () => {
    const dir = dirname(createRequire(import.meta.url).resolve("mupdf"));
    return wasm.compile(await readFile(join(dir, "mupdf-wasm.wasm")));
  })();
  return compiled;
}

/** Makes the next `import("mupdf")` of this thread instantiate `module` instead of compiling. */
export function useCompiledMupdf(module: WebAssemblyModule): void {
  (globalThis as Record<string, unknown>).$libmupdf_wasm_Module = {
    instantiateWasm(imports: object, ready: (instance: object, module: WebAssemblyModule) => void) {
      wasm.instantiate(module, imports).then((instance) => ready(instance, module));
      return {};
    },
  };
}

export type { WebAssemblyModule };

// The part of the WebAssembly JavaScript API that box-shrink.ts uses. TypeScript declares
// it only with the DOM's lib, which the converter (Node only) leaves out, and
// @types/node 22 does not declare it.
declare namespace WebAssembly {
  class Module {
    constructor(binary: Uint8Array);
  }
  class Instance {
    constructor(module: Module);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
}

// The part of the WebAssembly JavaScript API the converter uses: MuPDF's module compiled
// once and shared by the page workers (pipeline/mupdf-module.ts), and the box shrink's and
// the PNG deflater's modules (pdf/box-shrink.ts, output/png-deflate.ts), and what the test
// of MuPDF's compilation hints reads of a module. TypeScript declares the API only with
// the DOM's lib, which the converter (Node only) leaves out, and @types/node does not
// declare it.
declare namespace WebAssembly {
  class Module {
    constructor(binary: Uint8Array);
    static customSections(module: Module, name: string): ArrayBuffer[];
    static exports(module: Module): { name: string; kind: string }[];
  }
  class Instance {
    constructor(module: Module, imports?: object);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
  function compile(binary: Uint8Array): Promise<Module>;
  function instantiate(module: Module, imports: object): Promise<Instance>;
}

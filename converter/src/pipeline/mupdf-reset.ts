import type * as Mupdf from "mupdf";
import type { MupdfInstance } from "./mupdf-module.js";

/**
 * Returns this thread's MuPDF instance, between two conversions, to the state it had
 * before it read any PDF, so that a page worker can read the next user's PDF with code V8
 * has already optimised (ADR 0073).
 *
 * MuPDF's whole state is its WebAssembly memory and one global, the stack pointer, which
 * is back at its start whenever no call into MuPDF is running. Its memory is kept as it
 * was once the converter's modules had loaded (mupdf.js's context and colour spaces, the
 * log and ICC settings) and written back over the memory, everything else zeroed: nothing
 * of an earlier PDF is left for a later one to read, whatever a hostile PDF did to the
 * memory. The memory cannot shrink; it stays as large as the largest PDF made it.
 *
 * mupdf.js releases what a wrapper holds when the wrapper is destroyed or collected. A
 * wrapper made before a reset points into memory that is no longer what it was: from
 * then on it releases nothing, as a new instance would never have known it. mupdf.js's
 * other state outside the memory: the last strings it handed MuPDF (see
 * forgetLastStrings), its callbacks by ids it never reuses, and the font wrapper of the
 * last text walk, which it tells from a new one by pointer and which releases nothing.
 */
export class MupdfReset {
  private readonly pristine: Array<{ at: number; bytes: Uint8Array }> = [];
  /** mupdf.js's wrapper classes: Userdata and every exported subclass. */
  private readonly wrapperClasses: WrapperClass[] = [];
  private generation = 0;

  /**
   * Keeps the memory of this thread's MuPDF `instance` (`mupdf` its mupdf.js, imported by
   * the caller once useCompiledMupdf has handed it the instance) as it is now: before any
   * PDF is read.
   */
  constructor(
    private readonly instance: MupdfInstance,
    private readonly mupdf: typeof Mupdf,
  ) {
    const { buffer } = instance.memory;
    // Most of the memory is still zeros: only the chunks holding something are kept.
    for (let at = 0; at < buffer.byteLength; at += CHUNK) {
      if (holdsData(buffer, at)) {
        this.pristine.push({ at, bytes: new Uint8Array(buffer, at, CHUNK).slice() });
      }
    }
    this.guardWrappers();
  }

  /** MuPDF's memory in bytes (it grows with the largest PDF read since the thread started). */
  get size(): number {
    return this.instance.memory.buffer.byteLength;
  }

  /** Writes the kept state back; every wrapper made since the last reset goes stale. */
  reset(): void {
    this.generation++;
    const { buffer } = this.instance.memory;
    const bytes = new Uint8Array(buffer);
    // Chunks still zero are left untouched: writing them would give the process memory
    // pages it never used.
    for (let at = 0; at < buffer.byteLength; at += CHUNK) {
      if (holdsData(buffer, at)) bytes.fill(0, at, at + CHUNK);
    }
    for (const { at, bytes: kept } of this.pristine) bytes.set(kept, at);
    this.newRegistries();
    this.forgetLastStrings();
  }

  /**
   * mupdf.js keeps the last two strings it handed MuPDF, each freed as the next takes its
   * place: pointers into the memory just written over. Both places are filled anew (a
   * document's metadata takes a key and a value) with mupdf.js's frees turned off, so that
   * the stale ones are never freed.
   */
  private forgetLastStrings(): void {
    const { runtime } = this.instance;
    const free = runtime._wasm_free;
    runtime._wasm_free = () => {};
    try {
      const document = new this.mupdf.PDFDocument();
      document.setMetaData("info:Producer", "");
      document.destroy();
    } finally {
      runtime._wasm_free = free;
    }
  }

  /**
   * Has mupdf.js's wrappers release what they hold only in the generation they were made
   * in. Every wrapper class gets a finalizer registry of its own for each generation, whose
   * callback does nothing once its generation has passed (a passed generation's registry
   * is dropped, and V8 runs no callback of a collected registry; the check does not count
   * on it). destroy() releases only what its class's current registry still holds: a stale
   * wrapper was registered with an earlier one, and only forgets its pointer. mupdf.js's
   * colour spaces, made before this, belong to the kept state and are never released.
   */
  private guardWrappers(): void {
    const userdata = Object.getPrototypeOf(this.mupdf.Buffer) as WrapperClass;
    this.wrapperClasses.push(
      userdata,
      ...(Object.values(this.mupdf) as unknown[]).filter(
        (value): value is WrapperClass =>
          typeof value === "function" &&
          Object.prototype.isPrototypeOf.call(userdata.prototype, value.prototype),
      ),
    );
    this.newRegistries();
    userdata.prototype.destroy = function (this: Wrapper) {
      if (this.pointer !== 0) {
        const owner = this.constructor as WrapperClass;
        // mupdf.js registers every wrapper it makes with itself as the token.
        if (owner._finalizer.unregister(this)) owner._drop(this.pointer);
      }
      this.pointer = 0;
    };
  }

  /** Gives every wrapper class a registry of the current generation (see guardWrappers). */
  private newRegistries(): void {
    const generation = this.generation;
    for (const owner of this.wrapperClasses) {
      owner._finalizer = new FinalizationRegistry<number>((pointer) => {
        if (generation === this.generation) owner._drop(pointer);
      });
    }
  }
}

/** Memory is compared and kept in chunks of this many bytes (WebAssembly's page). */
const CHUNK = 64 * 1024;

const ZEROS = Buffer.alloc(CHUNK);

/** Whether the chunk of `buffer` at `at` holds anything but zeros (compared natively). */
function holdsData(buffer: ArrayBuffer, at: number): boolean {
  return !ZEROS.equals(new Uint8Array(buffer, at, CHUNK));
}

/** What mupdf.js's wrapper classes (Userdata and its subclasses) offer this module. */
interface WrapperClass {
  prototype: { destroy(): void };
  _drop(pointer: number): void;
  _finalizer: FinalizationRegistry<number>;
}

/** A mupdf.js wrapper: the pointer to what it holds in MuPDF's memory, 0 once released. */
interface Wrapper {
  pointer: number;
  constructor: unknown;
}

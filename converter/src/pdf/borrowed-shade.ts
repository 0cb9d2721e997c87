import type * as mupdf from "mupdf";

/**
 * mupdf.js wraps the shadings it hands to a device without taking a reference (unlike
 * every other object), yet registers the wrapper to release one when it is garbage
 * collected. Unregistered here, so the reference the display list owns stays its own.
 */
export function borrowed(wrapper: mupdf.Shade): void {
  const owner = wrapper.constructor as { _finalizer?: FinalizationRegistry<unknown> };
  owner._finalizer?.unregister(wrapper);
}

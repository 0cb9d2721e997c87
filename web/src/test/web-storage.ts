/// <reference types="vitest/jsdom" />

/**
 * The web tests' storage is jsdom's, on every Node. From Node 25 on, the global object has
 * `localStorage` and `sessionStorage` of its own, which read as undefined unless Node is
 * started with `--localstorage-file`; Vitest's jsdom environment copies onto the global
 * only the window's properties it lacks, so on those Nodes every test that stores a token,
 * a place or a setting met Node's empty storage instead. Defining them does not call
 * Node's getters, which would warn. Test files that ask for Node's environment have no
 * jsdom, and keep Node's storage.
 */
if (typeof jsdom !== "undefined") {
  for (const name of ["localStorage", "sessionStorage"] as const) {
    Object.defineProperty(globalThis, name, {
      value: jsdom.window[name],
      configurable: true,
      writable: true,
    });
  }
}

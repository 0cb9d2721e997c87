// Builds src/prerender/page-module.tsx for Node (into a folder removed afterwards) and
// hands the loaded module to `use`: the home page's markup and the pages' inline scripts
// come from the app's own code, not copies of it.
import { promises as fs } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ENTRY = "src/prerender/page-module.tsx";

export async function withPageModule(build, use) {
  // Inside the package, where Node finds React and the router; one per build process.
  const serverDir = path.resolve(`.prerender-${process.pid}`);
  await build({
    logLevel: "warn",
    build: {
      ssr: ENTRY,
      outDir: serverDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: "[name].mjs" } },
    },
  });
  // A visitor's browser: nothing stored. Modules read storage as they load. Defined, not
  // read first: from Node 25 on, reading the global's own storage, unset, prints a warning.
  Object.defineProperty(globalThis, "localStorage", {
    value: emptyStorage(),
    configurable: true,
    writable: true,
  });
  try {
    await use(await import(pathToFileURL(path.join(serverDir, "page-module.mjs")).href));
  } finally {
    await fs.rm(serverDir, { recursive: true, force: true });
  }
}

function emptyStorage() {
  return {
    length: 0,
    getItem: () => null,
    setItem() {},
    removeItem() {},
    clear() {},
    key: () => null,
  };
}

// Writes <outDir>/sw.js, the service worker (service-worker/service-worker.ts), with the
// build's own files written into it: the page offline navigations get (index.html), what
// its first screen loads, and every file of the app. Their names carry hashes, and the
// worker's version is a hash of them and of the page, so each build is a new worker that
// keeps its own files and drops the last build's.
//
// Left out of "every file": the .woff copies of the fonts (a browser with service workers
// reads .woff2) and the .br/.gz copies (the server's, by content negotiation).
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { APP_ICONS } from "./app-icons.mjs";

const ENTRY = "service-worker/service-worker.ts";
/** The page every screen starts from; home.html and reader.html are the network's. */
const PAGE = "/index.html";
/** Files at the site's root the first screen names besides its scripts and styles. */
const ROOT_FILES = [
  "/manifest.webmanifest",
  "/favicon.svg",
  ...APP_ICONS.map(({ file }) => `/icons/${file}`),
];
const KEPT = /\.(js|css|woff2|mp3|svg|png|webp|jpg)$/;

async function* filesUnder(folder) {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export async function writeServiceWorker(build, outDir) {
  const index = await fs.readFile(path.join(outDir, "index.html"), "utf8");
  const named = [...index.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map(([, url]) => url);
  if (named.length === 0) throw new Error("index.html names none of the build's files.");
  const staticFiles = [];
  for await (const file of filesUnder(path.join(outDir, "static"))) {
    if (KEPT.test(file))
      staticFiles.push(`/${path.relative(outDir, file).split(path.sep).join("/")}`);
  }
  for (const file of ROOT_FILES) {
    await fs.access(path.join(outDir, file)).catch(() => {
      throw new Error(`The build has no ${file} for the service worker to keep.`);
    });
  }
  for (const url of named) {
    if (!staticFiles.includes(url)) throw new Error(`index.html names ${url}, not built.`);
  }
  const first = [...named, ...ROOT_FILES];
  const all = [...new Set([...first, ...staticFiles.sort()])];
  const version = createHash("sha256")
    .update(index)
    .update(all.join("\n"))
    .digest("hex")
    .slice(0, 16);
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { BINDERY_SHELL: JSON.stringify({ version, page: PAGE, first, all }) },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // A classic script: module workers are not in every browser with service workers.
      lib: {
        entry: ENTRY,
        formats: ["iife"],
        name: "binderyServiceWorker",
        fileName: () => "sw.js",
      },
      rolldownOptions: {
        // As the app's build: the contract's modules are only declarations.
        treeshake: {
          moduleSideEffects: [{ test: /contract[\\/]dist[\\/]/, sideEffects: false }],
        },
      },
    },
  });
  return { version, files: all.length };
}

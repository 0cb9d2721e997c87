// Builds the web app for production, whatever NODE_ENV the caller has; writes the pages
// the server sends instead of index.html (home.html prerendered, reader.html naming the
// reader's code); draws the app's icons; writes the service worker with the build's files
// in it (service-worker.mjs), once every file it keeps is written; and writes a brotli and a gzip copy beside every compressible file,
// which the server sends to browsers that accept them (@fastify/static's preCompressed).
//
// Vite keeps a NODE_ENV it finds set, so `NODE_ENV=development npm start` used to ship
// React's development build (591 KB main script instead of 378 KB): this script sets it
// before Vite reads it.
//
// Usage: node scripts/build.mjs [outDir]
process.env.NODE_ENV = "production";

const { build } = await import("vite");
const { precompressFolder } = await import("./precompress.mjs");
const { withPageModule } = await import("./page-module.mjs");
const { prerenderHome } = await import("./prerender-home.mjs");
const { writeReaderShell } = await import("./reader-shell.mjs");
const { writeAppIcons } = await import("./app-icons.mjs");
const { writeServiceWorker } = await import("./service-worker.mjs");

const outDir = process.argv[2] ?? "dist";
// The manifest says which files the reader's route loads (reader-shell.mjs).
await build({ build: { outDir, emptyOutDir: true, manifest: true } });
await writeAppIcons(outDir);
await withPageModule(build, async (pageModule) => {
  await prerenderHome(pageModule, outDir);
  await writeReaderShell(pageModule, outDir);
});
const worker = await writeServiceWorker(build, outDir);
console.log(`service worker ${worker.version} keeps ${worker.files} files`);
const written = await precompressFolder(outDir);
console.log(`precompressed ${written} files (.br and .gz)`);

// Builds the web app for production, whatever NODE_ENV the caller has, prerenders the
// home page (prerender-home.mjs), and writes a brotli and a gzip copy beside every compressible file, which the server sends to
// browsers that accept them (@fastify/static's preCompressed).
//
// Vite keeps a NODE_ENV it finds set, so `NODE_ENV=development npm start` used to ship
// React's development build (591 KB main script instead of 378 KB): this script sets it
// before Vite reads it.
//
// Usage: node scripts/build.mjs [outDir]
process.env.NODE_ENV = "production";

const { build } = await import("vite");
const { precompressFolder } = await import("./precompress.mjs");
const { prerenderHome } = await import("./prerender-home.mjs");

const outDir = process.argv[2];
await build(outDir ? { build: { outDir, emptyOutDir: true } } : {});
await prerenderHome(build, outDir ?? "dist");
const written = await precompressFolder(outDir ?? "dist");
console.log(`precompressed ${written} files (.br and .gz)`);

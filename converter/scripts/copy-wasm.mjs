// Copies the WebAssembly binaries, and MuPDF's compilation hints, from src to dist, beside
// the modules that load them (tsc copies only what it compiles).
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
for (const entry of readdirSync(join(root, "src"), { recursive: true })) {
  if (!entry.endsWith(".wasm") && !entry.endsWith("mupdf-hints.json")) continue;
  const target = join(root, "dist", entry);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(root, "src", entry), target);
}

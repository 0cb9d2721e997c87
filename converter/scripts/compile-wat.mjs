// Compiles the converter's WebAssembly text (src/**/*.wat) into the binaries beside it
// (src/**/*.wasm), which are kept in the repository so that neither running the sources
// nor building needs a compiler. Run it after editing a .wat file:
// `npm run build:wasm -w converter`. converter/test/wasm-binaries.test.ts fails until then.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import wabtModule from "wabt";

const wabt = await wabtModule();
const src = new URL("../src", import.meta.url).pathname;
for (const entry of readdirSync(src, { recursive: true })) {
  if (!entry.endsWith(".wat")) continue;
  const path = join(src, entry);
  const module = wabt.parseWat(path, readFileSync(path, "utf8"));
  writeFileSync(path.replace(/\.wat$/, ".wasm"), module.toBinary({}).buffer);
  module.destroy();
  console.log(`compiled ${entry}`);
}

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import wabtModule from "wabt";

const src = fileURLToPath(new URL("../src", import.meta.url));
const sources = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((entry) =>
  entry.endsWith(".wat"),
);

describe("WebAssembly binaries", () => {
  it("are kept for the converter's WebAssembly text", () => {
    expect(sources).toContain(join("pdf", "box-shrink.wat"));
    expect(sources).toContain(join("output", "png-deflate.wat"));
  });

  it.each(sources)(
    "%s compiles to the binary beside it (npm run build:wasm -w converter)",
    async (entry) => {
      const wabt = await wabtModule();
      const path = join(src, entry);
      const module = wabt.parseWat(path, readFileSync(path, "utf8"));
      try {
        const compiled = Buffer.from(module.toBinary({}).buffer);
        expect(compiled.equals(readFileSync(path.replace(/\.wat$/, ".wasm")))).toBe(true);
      } finally {
        module.destroy();
      }
    },
  );
});

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { renderThemeFiles } from "./render-theme.js";
import { BUILTIN_THEMES } from "./theme-definitions.js";
import { createThemeRenderer } from "./theme-renderer.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, "../..");
const temporaryDirectories: string[] = [];

afterAll(async () => {
  for (const directory of temporaryDirectories)
    await fs.rm(directory, { recursive: true, force: true });
});

describe("createThemeRenderer", () => {
  it("renders in this thread when no compiled worker script exists (as under this runner)", async () => {
    const renderer = createThemeRenderer(2);
    const theme = BUILTIN_THEMES.find((candidate) => candidate.id === "page-classic-white");
    if (!theme) throw new Error("page-classic-white is gone");
    expect(renderer.threads).toBe(0);
    const files = await renderer.render(theme);
    await renderer.close();
    expect([...files.keys()].sort()).toEqual(["page.webp", "preview.webp"]);
  });

  it("renders in worker threads once compiled, producing the same bytes", async () => {
    // Compile the renderer and its worker to JavaScript, as the server's build does.
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), "bindery-renderer-"));
    temporaryDirectories.push(outDir);
    await fs.writeFile(path.join(outDir, "package.json"), '{ "type": "module" }\n');
    await fs.symlink(
      path.join(repositoryRoot, "node_modules"),
      path.join(outDir, "node_modules"),
      "dir",
    );
    for (const entry of ["theme-renderer", "render-worker"]) {
      await build({
        entryPoints: [path.join(here, `${entry}.ts`)],
        outfile: path.join(outDir, `${entry}.js`),
        bundle: true,
        platform: "node",
        format: "esm",
        external: ["sharp", "wasm-media-encoders"],
        logLevel: "silent",
      });
    }
    const compiled: typeof import("./theme-renderer.js") = await import(
      pathToFileURL(path.join(outDir, "theme-renderer.js")).href
    );

    const pages = BUILTIN_THEMES.filter((theme) => theme.kind === "page").slice(0, 2);
    const renderer = compiled.createThemeRenderer(2);
    expect(renderer.threads).toBe(2);
    try {
      const rendered = await Promise.all(pages.map((theme) => renderer.render(theme)));
      for (const [index, theme] of pages.entries()) {
        const expected = await renderThemeFiles(theme);
        const actual = rendered[index];
        expect([...(actual?.keys() ?? [])].sort()).toEqual([...expected.keys()].sort());
        for (const [name, data] of expected)
          expect(actual?.get(name)?.equals(data), `${theme.id} ${name}`).toBe(true);
      }
    } finally {
      await renderer.close();
    }
  });
});

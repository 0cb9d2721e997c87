import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_TURN_FILE, SOUNDS_DIR, writePageTurnSound } from "./build-sounds.js";
import {
  BUILTIN_THEMES_DIR,
  type BuiltinThemeCatalogFile,
  CATALOG_FILE,
} from "./builtin-catalog.js";
import { ensureBuiltinThemeFiles } from "./generate-themes.js";
import { writeFileAtomically } from "./manifest.js";

/**
 * `npm run build` of this package: renders Bindery's own themes into dist/builtin and
 * writes the manifest the server loads, and the reader's page-turn sound into dist/sounds. Rendering takes a while on two cores, so it is
 * skipped when the sources that produce the files have not changed since the last build.
 */
const packageRoot = fileURLToPath(new URL("..", import.meta.url));

/** A digest of the package manifest and every non-test source file, in a fixed order. */
async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  const sources = (await fs.readdir(path.join(packageRoot, "src"), { recursive: true }))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => path.join("src", name))
    .sort();
  for (const relative of ["package.json", ...sources]) {
    hash.update(relative.split(path.sep).join("/"));
    hash.update(await fs.readFile(path.join(packageRoot, relative)));
  }
  return hash.digest("hex").slice(0, 16);
}

async function builtHash(): Promise<string | null> {
  try {
    const text = await fs.readFile(path.join(BUILTIN_THEMES_DIR, CATALOG_FILE), "utf8");
    return (JSON.parse(text) as Partial<BuiltinThemeCatalogFile>).sourceHash ?? null;
  } catch {
    return null;
  }
}

const hash = await sourceHash();
const soundMissing = await fs.access(path.join(SOUNDS_DIR, PAGE_TURN_FILE)).then(
  () => false,
  () => true,
);
if ((await builtHash()) !== hash || soundMissing) await writePageTurnSound();
if ((await builtHash()) === hash) {
  console.info("Built-in themes are up to date.");
} else {
  const began = Date.now();
  const themes = await ensureBuiltinThemeFiles(BUILTIN_THEMES_DIR);
  const catalog: BuiltinThemeCatalogFile = { sourceHash: hash, themes };
  await writeFileAtomically(
    path.join(BUILTIN_THEMES_DIR, CATALOG_FILE),
    `${JSON.stringify(catalog, null, 2)}\n`,
  );
  console.info(`Built ${themes.length} built-in themes in ${Date.now() - began} ms.`);
}

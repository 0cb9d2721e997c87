import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BuiltinThemeFile } from "./generate-themes.js";

/** The manifest's name inside the built-in themes' folder. */
export const CATALOG_FILE = "catalog.json";

/**
 * Where `npm run build` writes the built-in themes: `dist/builtin` of this package.
 * Resolved from the package root, so it is the same from `src` (tests) and `dist`.
 */
export const BUILTIN_THEMES_DIR = fileURLToPath(new URL("../dist/builtin/", import.meta.url));

/** The manifest the build writes beside the themes' files, and the server reads at start. */
export interface BuiltinThemeCatalogFile {
  /** A digest of the sources that rendered these files: the build skips when unchanged. */
  sourceHash: string;
  /** In picker order; file paths are relative to the manifest's folder. */
  themes: BuiltinThemeFile[];
}

/**
 * The built themes listed in `dir`'s manifest. Fails, saying how to fix it, when the
 * build has not run: the server cannot offer its themes without their files.
 */
export async function readBuiltinThemeCatalog(dir: string): Promise<BuiltinThemeFile[]> {
  const file = path.join(dir, CATALOG_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch {
    throw new Error(`The built-in themes are not built (no ${file}): run npm run build.`);
  }
  const parsed = JSON.parse(text) as Partial<BuiltinThemeCatalogFile>;
  if (!Array.isArray(parsed.themes)) throw new Error(`${file} lists no themes.`);
  return parsed.themes;
}

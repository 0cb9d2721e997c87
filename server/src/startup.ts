import path from "node:path";
import type { Deps } from "./deps.js";
import { installBuiltinThemes } from "./themes/builtin-themes.js";
import { ensureBuiltinThemeFiles } from "./themes/catalog/generate-themes.js";

export interface StartupOptions {
  log?: { info(message: string): void };
  /**
   * Where the theme catalog renders its files before they are stored. Kept between
   * starts (rendering takes seconds, checking a few milliseconds); several data folders
   * may share one, as its output depends only on the code.
   */
  themeCacheDir?: string;
}

/** Work done on every start, after migrations and before the server takes requests. */
export async function runStartupTasks(deps: Deps, options: StartupOptions = {}): Promise<void> {
  const began = Date.now();
  options.log?.info("Preparing the built-in themes (the first start renders them)…");
  const cacheDir = options.themeCacheDir ?? path.join(deps.config.dataDir, "cache");
  const themes = await installBuiltinThemes(deps, ensureBuiltinThemeFiles, cacheDir);
  options.log?.info(
    `Built-in themes ready: ${themes.themes} themes, ${themes.filesCopied} files stored, in ${Date.now() - began} ms`,
  );
}

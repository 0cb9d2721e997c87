import { BUILTIN_THEMES_DIR, readBuiltinThemeCatalog } from "@bindery/themes/builtin-catalog";
import type { Deps } from "./deps.js";
import { installBuiltinThemes } from "./themes/install-builtin-themes.js";

export interface StartupOptions {
  log?: { info(message: string): void };
  /**
   * The folder holding the built-in themes' files and their manifest; by default the
   * themes workspace's build output. The build renders them, so a start only copies.
   */
  builtinThemesDir?: string;
}

/** Work done on every start, after migrations and before the server takes requests. */
export async function runStartupTasks(deps: Deps, options: StartupOptions = {}): Promise<void> {
  const began = Date.now();
  const dir = options.builtinThemesDir ?? BUILTIN_THEMES_DIR;
  const themes = await installBuiltinThemes(deps, readBuiltinThemeCatalog, dir);
  options.log?.info(
    `Built-in themes ready: ${themes.themes} themes, ${themes.filesCopied} files stored, in ${Date.now() - began} ms`,
  );
}

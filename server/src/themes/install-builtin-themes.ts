import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { BuiltinThemeFile } from "@bindery/themes/generate-themes";
import type { Deps } from "../feature-deps.js";
import { BUILTIN_THEMES_PREFIX } from "../files/storage-keys.js";
import type { BuiltinThemeRow } from "./themes.repo.js";

/** Describes the built-in themes whose files are in `dir` (the build's output, or a test's). */
export type BuiltinThemeCatalog = (dir: string) => Promise<BuiltinThemeFile[]>;

/** SHA-256 of a file, streamed: sounds can be a few megabytes. */
async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Makes the built-in themes servable: the catalog lists the files the build rendered into
 * `dir` (the themes workspace renders them, never the server), each file is copied into storage
 * under a key holding a hash of its content, and the `themes` rows are brought in line,
 * ordered as the catalog lists them. Content-addressed keys mean a changed image gets a
 * new URL, so its files can be cached forever (files/file-access.ts), and a restart
 * with nothing changed only hashes, checks and upserts.
 */
export async function installBuiltinThemes(
  deps: Pick<Deps, "repos" | "storage" | "clock">,
  catalog: BuiltinThemeCatalog,
  dir: string,
): Promise<{ themes: number; filesCopied: number }> {
  const themes = await catalog(dir);
  let filesCopied = 0;
  const store = async (theme: BuiltinThemeFile, role: string, relative: string) => {
    const local = path.resolve(dir, relative);
    const extension = path.extname(relative).toLowerCase();
    const key = `${BUILTIN_THEMES_PREFIX}${theme.id}/${role}-${await hashFile(local)}${extension}`;
    if (!(await deps.storage.exists(key))) {
      await deps.storage.putFile(key, local);
      filesCopied += 1;
    }
    return key;
  };

  const rows: BuiltinThemeRow[] = [];
  for (const theme of themes) {
    const audioKey = theme.audioPath ? await store(theme, "sound", theme.audioPath) : null;
    rows.push({
      id: theme.id,
      kind: theme.kind,
      name: theme.name,
      image_key: await store(theme, "image", theme.imagePath),
      preview_key: await store(theme, "preview", theme.previewPath),
      portrait_key: theme.portraitPath ? await store(theme, "portrait", theme.portraitPath) : null,
      has_audio: audioKey ? 1 : 0,
      audio_key: audioKey,
      border_color: theme.borderColor,
      text_color: theme.textColor,
      is_premium: theme.premium ? 1 : 0,
      sort_order: theme.sortOrder,
    });
  }
  await deps.repos.themes.replaceBuiltins(rows, deps.clock());
  return { themes: rows.length, filesCopied };
}

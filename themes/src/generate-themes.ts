import fs from "node:fs/promises";
import path from "node:path";
import type { AmbientSound } from "./audio/index.js";
import {
  readManifest,
  type ThemeManifest,
  type ThemeManifestEntry,
  themeFingerprint,
  writeFileAtomically,
} from "./manifest.js";
import { themeFileNames } from "./render-theme.js";
import { BUILTIN_THEMES, type ThemeDefinition, type ThemeKind } from "./theme-definitions.js";
import { createThemeRenderer, type ThemeRenderer } from "./theme-renderer.js";

/** The folder under the output directory that holds the generated themes. */
export const THEMES_FOLDER = "themes";

/**
 * One built-in theme as the server needs it to insert its row: the metadata (the
 * names match the themes table's columns in camelCase) and where its files are.
 */
export interface BuiltinThemeFile {
  /** theme_meta_unique_id; the themes table's id. */
  id: string;
  kind: ThemeKind;
  /** theme_name */
  name: string;
  /** is_premium: locked (is_available 0) unless the user is premium. */
  premium: boolean;
  borderColor: string;
  /** Page themes only: the colour to set the page's text in. */
  textColor: string | null;
  hasAudio: boolean;
  sound: AmbientSound | null;
  /** Position in the picker. */
  sortOrder: number;
  /** Paths relative to the output directory, always with forward slashes. */
  imagePath: string;
  previewPath: string;
  /** Book themes: the background's centre crop for tall screens (phones held upright). */
  portraitPath: string | null;
  audioPath: string | null;
}

/**
 * Makes sure every built-in theme's files exist under `outDir/themes/<id>/` and
 * returns the themes with their file paths. Only themes whose files are missing or
 * whose definition or generator changed are rendered, so after the first start this
 * reads one manifest and a few file sizes and returns.
 *
 * `workers` (default 2) is how many themes render at once, each in a worker thread
 * when running compiled; 0 renders one at a time in the calling thread.
 */
export async function ensureBuiltinThemeFiles(
  outDir: string,
  options: { workers?: number } = {},
): Promise<BuiltinThemeFile[]> {
  const root = path.join(outDir, THEMES_FOLDER);
  await fs.mkdir(root, { recursive: true });
  const manifestFile = path.join(root, "manifest.json");
  const previous = await readManifest(manifestFile);
  const next: ThemeManifest = { generatorVersion: previous.generatorVersion, themes: {} };

  const stale: ThemeDefinition[] = [];
  for (const theme of BUILTIN_THEMES) {
    const entry = previous.themes[theme.id];
    if (entry && (await isCurrent(path.join(root, theme.id), theme, entry))) {
      next.themes[theme.id] = entry;
    } else {
      stale.push(theme);
    }
  }

  if (stale.length > 0) {
    // Two at a time, each in its own worker thread: the target machine has two cores.
    const workers = options.workers ?? 2;
    const renderer = createThemeRenderer(Math.min(workers, stale.length));
    try {
      await forEachConcurrently(stale, Math.max(1, workers), async (theme) => {
        next.themes[theme.id] = await writeTheme(renderer, path.join(root, theme.id), theme);
      });
    } finally {
      await renderer.close();
    }
  }
  await removeRetiredThemes(root, previous);
  // Written only when something changed, so a routine start touches no file at all.
  const text = `${JSON.stringify(sortedManifest(next), null, 2)}\n`;
  if (text !== `${JSON.stringify(sortedManifest(previous), null, 2)}\n`) {
    await writeFileAtomically(manifestFile, text);
  }
  return BUILTIN_THEMES.map(describe);
}

function describe(theme: ThemeDefinition, sortOrder: number): BuiltinThemeFile {
  const names = themeFileNames(theme);
  const relative = (name: string) => `${THEMES_FOLDER}/${theme.id}/${name}`;
  const sound = theme.kind === "book" ? (theme.sound?.sound ?? null) : null;
  return {
    id: theme.id,
    kind: theme.kind,
    name: theme.name,
    premium: theme.premium,
    borderColor: theme.borderColor,
    textColor: theme.kind === "page" ? theme.textColor : null,
    hasAudio: names.audio !== null,
    sound,
    sortOrder,
    imagePath: relative(names.image),
    previewPath: relative(names.preview),
    portraitPath: names.portrait ? relative(names.portrait) : null,
    audioPath: names.audio ? relative(names.audio) : null,
  };
}

/** True if the manifest's entry matches the definition and every file is there at its size. */
async function isCurrent(folder: string, theme: ThemeDefinition, entry: ThemeManifestEntry) {
  if (entry.fingerprint !== themeFingerprint(theme)) return false;
  const names = themeFileNames(theme);
  const expected = [names.image, names.preview, names.portrait, names.audio].filter(
    (name): name is string => name !== null,
  );
  if (Object.keys(entry.files).sort().join() !== [...expected].sort().join()) return false;
  for (const name of expected) {
    const size = await fs.stat(path.join(folder, name)).then(
      (stat) => stat.size,
      () => -1,
    );
    if (size !== entry.files[name]) return false;
  }
  return true;
}

async function writeTheme(
  renderer: ThemeRenderer,
  folder: string,
  theme: ThemeDefinition,
): Promise<ThemeManifestEntry> {
  const files = await renderer.render(theme);
  await fs.mkdir(folder, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const [name, data] of files) {
    await writeFileAtomically(path.join(folder, name), data);
    sizes[name] = data.length;
  }
  return { fingerprint: themeFingerprint(theme), files: sizes };
}

/** Deletes the folders of themes an earlier version shipped and this one no longer does. */
async function removeRetiredThemes(root: string, previous: ThemeManifest) {
  const current = new Set(BUILTIN_THEMES.map((theme) => theme.id));
  for (const id of Object.keys(previous.themes)) {
    // Only ids this generator wrote (recorded in its manifest) are ever removed.
    if (!current.has(id) && /^[a-z0-9-]+$/.test(id)) {
      await fs.rm(path.join(root, id), { recursive: true, force: true });
    }
  }
}

/** The manifest with themes in a fixed order, so rewriting an unchanged one is byte-identical. */
function sortedManifest(manifest: ThemeManifest): ThemeManifest {
  const themes: Record<string, ThemeManifestEntry> = {};
  for (const id of Object.keys(manifest.themes).sort()) {
    const entry = manifest.themes[id];
    if (entry) themes[id] = entry;
  }
  return { generatorVersion: manifest.generatorVersion, themes };
}

async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

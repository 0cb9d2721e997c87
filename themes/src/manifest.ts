import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import type { ThemeDefinition } from "./theme-definitions.js";

/**
 * Bump when any generator's output changes (a painter, the encoder settings): every
 * theme is then regenerated once on the next start. Changes to a single theme's
 * parameters need no bump, as its fingerprint covers them.
 */
export const GENERATOR_VERSION = 2;

export interface ThemeManifestEntry {
  fingerprint: string;
  /** File name to size in bytes: a missing or resized file means regenerate. */
  files: Record<string, number>;
}

export interface ThemeManifest {
  generatorVersion: number;
  themes: Record<string, ThemeManifestEntry>;
}

/** A digest of everything that determines a theme's files. */
export function themeFingerprint(theme: ThemeDefinition): string {
  return createHash("sha256")
    .update(JSON.stringify({ generator: GENERATOR_VERSION, theme }))
    .digest("hex")
    .slice(0, 16);
}

/** The manifest written by an earlier run, or an empty one if it is absent, unreadable or stale. */
export async function readManifest(file: string): Promise<ThemeManifest> {
  const empty: ThemeManifest = { generatorVersion: GENERATOR_VERSION, themes: {} };
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, "utf8"));
    if (!isManifest(parsed) || parsed.generatorVersion !== GENERATOR_VERSION) return empty;
    return parsed;
  } catch {
    return empty;
  }
}

function isManifest(value: unknown): value is ThemeManifest {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<ThemeManifest>;
  return (
    typeof candidate.generatorVersion === "number" &&
    typeof candidate.themes === "object" &&
    candidate.themes !== null
  );
}

/** Writes beside and renames, so a crash never leaves half a manifest. */
export async function writeFileAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.partial`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

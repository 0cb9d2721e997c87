import fs from "node:fs/promises";
import path from "node:path";
import {
  CatalogImportError,
  type CatalogImporter,
  type ImportOutcome,
} from "./catalog-importer.js";
import { catalogMessages } from "./catalog-messages.js";
import {
  GutenbergFetchError,
  type GutenbergFetcher,
  parseGutenbergId,
} from "./gutenberg-fetcher.js";

/** Something to import: a file on this machine, or a Project Gutenberg eBook by number. */
export type CatalogSource = { kind: "file"; file: string } | { kind: "gutenberg"; id: number };

/** Files a folder contributes: the formats the converter reads, by their usual names. */
const BOOK_FILE = /\.(?:epub|txt|pdf)$/i;

/**
 * Turns command-line words into sources: a file, every book file in a folder (and its
 * subfolders, in name order), or a Gutenberg eBook number ("1342", "pg1342"). Paths are
 * relative to `baseDir`.
 */
export async function expandSources(
  words: string[],
  baseDir = process.cwd(),
): Promise<CatalogSource[]> {
  const sources: CatalogSource[] = [];
  for (const word of words) {
    const where = path.resolve(baseDir, word);
    const info = await fs.stat(where).catch(() => null);
    if (info?.isDirectory()) {
      for (const file of await bookFilesIn(where)) sources.push({ kind: "file", file });
    } else if (info) {
      sources.push({ kind: "file", file: where });
    } else {
      const id = parseGutenbergId(word);
      if (id === null) throw new CatalogImportError(catalogMessages.noSuchFile(word));
      sources.push({ kind: "gutenberg", id });
    }
  }
  return sources;
}

export async function bookFilesIn(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && BOOK_FILE.test(entry.name))
    .map((entry) => path.resolve(entry.parentPath, entry.name))
    .sort();
}

export function describeSource(source: CatalogSource): string {
  return source.kind === "file"
    ? path.basename(source.file)
    : `Project Gutenberg eBook #${source.id}`;
}

export interface ImportListener {
  started?(source: CatalogSource, index: number, total: number): void;
  progress?(source: CatalogSource, percent: number): void;
  finished?(source: CatalogSource, outcome: ImportOutcome, seconds: number): void;
  failed?(source: CatalogSource, message: string): void;
}

export interface ImportTally {
  imported: number;
  duplicates: number;
  failed: number;
}

/**
 * Imports sources one after another (each import already uses the cores it can), telling
 * the listener how each goes. A source that fails is reported and the next one tried;
 * an error that is not about the book (a database gone) ends the run.
 */
export async function importSources(
  sources: CatalogSource[],
  tools: { importBook: CatalogImporter; gutenberg: GutenbergFetcher | null },
  listener: ImportListener = {},
  signal?: AbortSignal,
): Promise<ImportTally> {
  const tally: ImportTally = { imported: 0, duplicates: 0, failed: 0 };
  for (const [index, source] of sources.entries()) {
    if (signal?.aborted) break;
    listener.started?.(source, index, sources.length);
    const began = performance.now();
    try {
      const file = await localFile(source, tools.gutenberg, signal);
      const outcome = await tools.importBook({
        ...file,
        signal,
        onProgress: (percent) => listener.progress?.(source, percent),
      });
      if (outcome.status === "imported") tally.imported++;
      else tally.duplicates++;
      listener.finished?.(source, outcome, (performance.now() - began) / 1000);
    } catch (error) {
      if (signal?.aborted) break;
      if (!(error instanceof CatalogImportError)) throw error;
      tally.failed++;
      listener.failed?.(source, error.message);
    }
  }
  return tally;
}

async function localFile(
  source: CatalogSource,
  gutenberg: GutenbergFetcher | null,
  signal?: AbortSignal,
): Promise<{ file: string; sourceId?: string }> {
  if (source.kind === "file") return { file: source.file };
  if (!gutenberg) throw new CatalogImportError(catalogMessages.howToImport);
  try {
    const { file } = await gutenberg.fetchEpub(source.id, signal);
    return { file, sourceId: `gutenberg:${source.id}` };
  } catch (error) {
    if (error instanceof GutenbergFetchError) {
      throw new CatalogImportError(error.message, { cause: error });
    }
    throw error;
  }
}

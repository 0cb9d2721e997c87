import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The shared corpus of real PDFs, next to the repository (../shared/corpus/pdfs), or where
 * CORPUS_PDFS says (a worktree further down, as BENCH_CORPUS does for the benchmarks).
 */
export const CORPUS_DIR =
  process.env.CORPUS_PDFS ??
  fileURLToPath(new URL("../../../../shared/corpus/pdfs", import.meta.url));

export interface CorpusFile {
  file: string;
  path: string;
  kind: string;
  pages: number | null;
  /** The user password given in INDEX.tsv notes, for encrypted files. */
  password: string | null;
}

export function corpusAvailable(): boolean {
  return existsSync(join(CORPUS_DIR, "INDEX.tsv"));
}

export function readCorpusIndex(): CorpusFile[] {
  const [header, ...rows] = readFileSync(join(CORPUS_DIR, "INDEX.tsv"), "utf8").trim().split("\n");
  const columns = (header ?? "").split("\t");
  const at = (name: string) => columns.indexOf(name);
  return rows.map((row) => {
    const cells = row.split("\t");
    const notes = cells[at("notes")] ?? "";
    const pages = Number.parseInt(cells[at("pages")] ?? "", 10);
    const file = cells[at("file")] ?? "";
    return {
      file,
      path: join(CORPUS_DIR, file),
      kind: cells[at("kind")] ?? "",
      pages: Number.isNaN(pages) ? null : pages,
      password: passwordFrom(notes),
    };
  });
}

/** 'user password "asdfzxcv"', or a raw Unicode one written with \u escapes. */
function passwordFrom(notes: string): string | null {
  const quoted = /user password "([^"]*)"/.exec(notes)?.[1] ?? /raw "([^"]*)"/.exec(notes)?.[1];
  if (quoted === undefined) return null;
  return quoted.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

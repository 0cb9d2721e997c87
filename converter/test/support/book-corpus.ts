import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { strFromU8, unzipSync } from "fflate";

/**
 * The shared corpus of public-domain books, next to the repository (../shared/corpus/books)
 * or, for a git worktree kept in a folder of worktrees, next to that folder.
 */
const BOOKS_DIRS = ["../../../../shared/corpus/books", "../../../../../shared/corpus/books"].map(
  (relative) => fileURLToPath(new URL(relative, import.meta.url)),
);
export const BOOKS_DIR = BOOKS_DIRS.find((dir) => existsSync(dir)) ?? (BOOKS_DIRS[0] as string);

export interface CorpusBook {
  file: string;
  path: string;
  title: string;
  author: string;
  language: string;
  notes: string;
}

export function booksAvailable(): boolean {
  return existsSync(join(BOOKS_DIR, "INDEX.tsv"));
}

export function readBooksIndex(): CorpusBook[] {
  const [header, ...rows] = readFileSync(join(BOOKS_DIR, "INDEX.tsv"), "utf8").trim().split("\n");
  const columns = (header ?? "").split("\t");
  return rows.map((row) => {
    const cells = row.split("\t");
    const cell = (name: string) => cells[columns.indexOf(name)] ?? "";
    return {
      file: cell("file"),
      path: join(BOOKS_DIR, cell("file")),
      title: cell("title"),
      author: cell("author"),
      language: cell("language"),
      notes: cell("notes"),
    };
  });
}

/**
 * The text a reader should find in the book, read independently of the importer: a plain
 * text whole; an EPUB's spine documents with their markup stripped, less the licence
 * page (epub:type="copyright-page"), which the importer leaves out on purpose.
 */
export function sourceText(book: CorpusBook): string {
  const bytes = readFileSync(book.path);
  if (!book.file.endsWith(".epub")) return new TextDecoder().decode(bytes);
  const files = unzipSync(new Uint8Array(bytes));
  const read = (name: string) => strFromU8(files[name] as Uint8Array);
  const opfPath = /full-path="([^"]+)"/.exec(read("META-INF/container.xml"))?.[1] as string;
  const opf = read(opfPath);
  const base = opfPath.split("/").slice(0, -1).join("/");
  const hrefs = new Map(
    [...opf.matchAll(/<item\b[^>]*\bid="([^"]+)"[^>]*\bhref="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  return [...opf.matchAll(/<itemref\b[^>]*\bidref="([^"]+)"/g)]
    .map((m) => read(`${base}/${hrefs.get(m[1] as string)}`))
    .filter((xhtml) => !xhtml.includes('epub:type="copyright-page"'))
    .map((xhtml) =>
      (/<body[^>]*>([\s\S]*)<\/body>/.exec(xhtml)?.[1] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
        .replace(/&amp;/g, "&"),
    )
    .join("\n");
}

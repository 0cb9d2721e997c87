import fs from "node:fs/promises";
import path from "node:path";
import { titleFromFileName } from "@bindery/contract";
import {
  type BookIdentity,
  ConversionError,
  convertBookFileIsolated,
  identifyBook,
} from "@bindery/converter";
import { type ConversionSettings, convertedBookFiles } from "../books/converted-book-files.js";
import type { Repos } from "../feature-deps.js";
import type { Clock } from "../lib/clock.js";
import { newId } from "../lib/ids.js";
import { workKey } from "../lib/work-key.js";
import type { FileStorage } from "../storage/file-storage.js";
import { catalogMessages } from "./catalog-messages.js";

export interface CatalogImporterDeps {
  repos: Pick<Repos, "books" | "pages" | "bookContents" | "catalogWorks">;
  storage: FileStorage;
  clock: Clock;
  config: ConversionSettings;
  /** The converter; tests may put a misbehaving one in its place. */
  convert?: typeof convertBookFileIsolated;
}

export interface ImportRequest {
  /** A PDF, EPUB or plain-text file on this machine. */
  file: string;
  /** Known ahead of the file, e.g. "gutenberg:1342" for a downloaded eBook. */
  sourceId?: string;
  signal?: AbortSignal;
  onProgress?(percent: number): void;
}

export type ImportOutcome =
  | { status: "imported"; bookId: string; title: string; author: string | null; pages: number }
  /** `message` says which book it duplicates, and why. */
  | { status: "duplicate"; bookId: string; title: string; message: string };

/** An import that failed, with a message a person can act on. */
export class CatalogImportError extends Error {}

/**
 * A converting catalog book not touched for this long was left by an import that
 * stopped (a killed process): the next import of its source starts it afresh.
 */
export const STALE_IMPORT_MS = 15 * 60 * 1000;

/**
 * Imports files into the public catalog: public-domain books (is_public_domain 1, no
 * owner), made by the converter in a child process (the caller's event loop keeps
 * serving) and stored like converted uploads. A source is imported once: its identity
 * (the Gutenberg eBook number, the EPUB's identifier, or the file's hash) is the book's
 * unique source_id. A work is imported once too: a book whose title and author match a
 * catalog book's (work-key.ts), from another file or edition, is refused once converted
 * (the title and author are known only then) and its pages are deleted.
 */
export function createCatalogImporter(deps: CatalogImporterDeps) {
  const { repos, storage, clock, config } = deps;
  const { books, catalogWorks: works } = repos;
  const convert = deps.convert ?? convertBookFileIsolated;
  const workRoot = path.join(config.dataDir, "tmp", "imports");
  const maxBytes = config.UPLOAD_MAX_MB * 1024 * 1024;

  return async function importBook(request: ImportRequest): Promise<ImportOutcome> {
    const fileName = path.basename(request.file);
    const sourceId = request.sourceId ?? (await identify(request.file)).sourceId;

    const existing = await books.findBySourceId(sourceId);
    if (existing) {
      if (!isAbandoned(existing)) return sameSource(existing);
      await books.deleteBookWithFiles(existing.id);
    }
    const book = await books.createBookOnce({
      owner_id: null,
      title: titleFromFile(fileName),
      is_public_domain: 1,
      source_id: sourceId,
    });
    if (!book) {
      const winner = await books.findBySourceId(sourceId);
      return sameSource({ id: winner?.id ?? "", title: winner?.title ?? fileName });
    }

    const workDir = path.join(workRoot, newId());
    await fs.mkdir(workDir, { recursive: true });
    const output = convertedBookFiles({ repos, storage }, book.id, workDir);
    try {
      const result = await convert(request.file, {
        outDir: workDir,
        fileName,
        maxBytes,
        maxPages: config.UPLOAD_MAX_PAGES,
        timeoutMs: config.CONVERSION_TIMEOUT_SECONDS * 1000,
        memoryMb: config.CONVERSION_MEMORY_MB,
        signal: request.signal,
        onProgress: request.onProgress,
        onPages: (pages) => output.appendPages(pages),
      });
      const title = result.title?.trim() || titleFromFile(fileName);
      const holder = await claimWork(book.id, title, result.author);
      if (holder) {
        await books.deleteBookWithFiles(book.id);
        return {
          status: "duplicate",
          bookId: holder.id,
          title,
          message: catalogMessages.sameWork(title, result.author ?? "", holder),
        };
      }
      await output.finish(result, { title });
      const stored = await books.findBook(book.id);
      return {
        status: "imported",
        bookId: book.id,
        title,
        author: result.author,
        pages: stored?.bindery_pages_count ?? result.pages.length,
      };
    } catch (error) {
      await books.deleteBookWithFiles(book.id);
      if (error instanceof ConversionError)
        throw new CatalogImportError(error.userMessage, { cause: error });
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };

  /**
   * Records the book as its work's; answers the book that holds the work instead, if
   * any. A holder left by an import that stopped gives way, as with a source.
   */
  async function claimWork(bookId: string, title: string, author: string | null) {
    const key = workKey(title, author);
    if (!key) return null;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await works.claim(key, bookId)) return null;
      const holder = await works.holder(key);
      if (!holder) continue;
      if (!isAbandoned(holder)) return holder;
      await books.deleteBookWithFiles(holder.id);
    }
    return (await works.holder(key)) ?? null;
  }

  function isAbandoned(book: { status: string; updated_at: number }): boolean {
    return (
      book.status === "failed" ||
      (book.status === "converting" && clock() - book.updated_at > STALE_IMPORT_MS)
    );
  }

  async function identify(file: string): Promise<BookIdentity> {
    try {
      return await identifyBook(file, { maxBytes });
    } catch (error) {
      if (error instanceof ConversionError)
        throw new CatalogImportError(error.userMessage, { cause: error });
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new CatalogImportError(catalogMessages.noSuchFile(file), { cause: error });
      }
      throw error;
    }
  }
}

export type CatalogImporter = ReturnType<typeof createCatalogImporter>;

const sameSource = (book: { id: string; title: string }): ImportOutcome => ({
  status: "duplicate",
  bookId: book.id,
  title: book.title,
  message: catalogMessages.sameSource(book.title),
});

/** A title for a file that names none: its name made readable ("the-time-machine.pdf" → "The Time Machine"). */
function titleFromFile(fileName: string): string {
  return titleFromFileName(fileName) ?? fileName;
}

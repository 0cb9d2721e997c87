import path from "node:path";
import type { BookPage, ConvertResult } from "@bindery/converter";
import type { Config } from "../config.js";
import { bookFilesPrefix } from "../files/storage-keys.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { BookChanges, BooksRepo } from "./books.repo.js";

/** The settings every conversion runs under: uploads and catalog imports alike. */
export type ConversionSettings = Pick<
  Config,
  | "dataDir"
  | "UPLOAD_MAX_MB"
  | "UPLOAD_MAX_PAGES"
  | "CONVERSION_TIMEOUT_SECONDS"
  | "CONVERSION_MEMORY_MB"
>;

/**
 * Stores what the converter wrote to a work folder as a book's files and rows: the one
 * way converted uploads and imported catalog books are stored. Pages go in as they are
 * laid out (the book opens before it is finished); finish() stores snapshots and the
 * cover and marks the book ready.
 *
 * The converter numbers source pages from 1; books and snapshots count from 0.
 */
export function convertedBookFiles(
  deps: { books: BooksRepo; storage: FileStorage },
  bookId: string,
  workDir: string,
) {
  const { books, storage } = deps;
  const storeFile = async (file: string) => {
    const key = bookFilesPrefix(bookId) + file;
    await storage.putFile(key, path.join(workDir, file));
    return key;
  };

  return {
    async appendPages(pages: BookPage[]): Promise<void> {
      const stored = await Promise.all(
        pages.map(async (page) => ({
          page_order: page.page_order,
          page_number: page.page_number - 1,
          page_content: page.page_content,
          visual_content: await Promise.all(page.visual_content.map(storeFile)),
        })),
      );
      await books.appendPages(bookId, stored);
    },

    /** Snapshots, cover and what the file says about itself; `changes` win over the file. */
    async finish(result: Omit<ConvertResult, "pages">, changes: BookChanges = {}): Promise<void> {
      const snapshots = [];
      for (const snapshot of result.snapshots) {
        snapshots.push({
          page_number: snapshot.page_number - 1,
          image_key: await storeFile(snapshot.file),
          thumb_key: await storeFile(snapshot.thumb),
        });
      }
      await books.appendSnapshots(bookId, snapshots);
      await books.updateBook(bookId, {
        cover_key: await storeFile(result.cover),
        author: result.author,
        language: result.language,
        original_pages_count: result.originalPagesCount,
        ...changes,
        status: "ready",
      });
    },
  };
}

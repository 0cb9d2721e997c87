import path from "node:path";
import type { BookPage, ConvertResult } from "@bindery/converter";
import type { Config } from "../config.js";
import type { Repos } from "../feature-deps.js";
import { bookFilesPrefix } from "../files/storage-keys.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { BookChanges } from "./books.repo.js";

/** The settings every conversion runs under: uploads and catalog imports alike. */
export type ConversionSettings = Pick<
  Config,
  | "dataDir"
  | "UPLOAD_MAX_MB"
  | "UPLOAD_MAX_PAGES"
  | "CONVERSION_TIMEOUT_SECONDS"
  | "CONVERSION_MEMORY_MB"
  | "CONVERSION_OCR_PAGES_FREE"
  | "CONVERSION_OCR_PAGES_PREMIUM"
  | "CONVERSION_CPU_SECONDS_FREE"
  | "CONVERSION_CPU_SECONDS_PREMIUM"
  | "CONVERSION_PAGE_UNPACK_MB"
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
  deps: { repos: Pick<Repos, "books" | "pages" | "bookContents">; storage: FileStorage },
  bookId: string,
  workDir: string,
) {
  const { repos, storage } = deps;
  const { books } = repos;
  // One file may be named twice (a page shown as its snapshot): each is stored once, and
  // every use waits for that. While the converter runs, its files are copied (it may still
  // read them: the cover falls back to the first snapshot); once it is done, moved.
  const storedFiles = new Map<string, Promise<string>>();
  const storeFile = (file: string, converterDone: boolean) => {
    let key = storedFiles.get(file);
    if (!key) {
      const storageKey = bookFilesPrefix(bookId) + file;
      const local = path.join(workDir, file);
      const storing = converterDone
        ? storage.moveFile(storageKey, local)
        : storage.putFile(storageKey, local);
      key = storing.then(() => storageKey);
      storedFiles.set(file, key);
    }
    return key;
  };

  return {
    async appendPages(pages: BookPage[]): Promise<void> {
      const stored = await Promise.all(
        pages.map(async (page) => ({
          page_order: page.page_order,
          page_number: page.page_number - 1,
          page_content: page.page_content,
          visual_content: await Promise.all(
            page.visual_content.map((file) => storeFile(file, false)),
          ),
          visual_alt: page.visual_alt,
          continues_paragraph: page.continues_paragraph ?? false,
          links: page.links,
        })),
      );
      await repos.pages.appendPages(bookId, stored);
    },

    /**
     * Snapshots, contents, cover and what the file says about itself; `changes` win over
     * the file.
     */
    async finish(result: Omit<ConvertResult, "pages">, changes: BookChanges = {}): Promise<void> {
      // A PDF's links are known once its whole book is laid out, after its pages were stored.
      await repos.pages.setLinks(bookId, result.pageLinks ?? []);
      // All at once: the moves queue on libuv's threads rather than wait for each other.
      const snapshots = await Promise.all(
        result.snapshots.map(async (snapshot) => ({
          page_number: snapshot.page_number - 1,
          image_key: await storeFile(snapshot.file, true),
          thumb_key: await storeFile(snapshot.thumb, true),
        })),
      );
      await books.appendSnapshots(bookId, snapshots);
      await repos.bookContents.save(bookId, result.contents);
      await books.updateBook(bookId, {
        cover_key: await storeFile(result.cover, true),
        author: result.author,
        language: result.language,
        page_direction: result.declaredDirection ?? null,
        original_pages_count: result.originalPagesCount,
        notice: result.notices?.join(" ") || null,
        ...changes,
        status: "ready",
      });
    },
  };
}

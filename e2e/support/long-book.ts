import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * A public-domain book of `pages` pages written straight into a test server's SQLite
 * database: thousands of pages through the upload pipeline would take minutes. The rows
 * are those books.repo.ts writes (see server/src/db/schema.ts).
 */
export function insertLongBook(dataDir: string, pages: number, title = "The Long Shelf"): string {
  const db = new Database(path.join(dataDir, "bindery.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const bookId = randomUUID();
    const now = Date.now();
    const insertPage = db.prepare(
      "INSERT INTO pages (id, book_id, page_order, page_number, page_content, visual_content) VALUES (?, ?, ?, ?, ?, '[]')",
    );
    db.transaction(() => {
      db.prepare(
        `INSERT INTO books (id, owner_id, title, description, author, language, is_public_domain,
           status, cover_key, bindery_pages_count, original_pages_count, source_id, created_at, updated_at)
         VALUES (?, NULL, ?, '', 'A. Tester', 'en', 1, 'ready', NULL, ?, ?, NULL, ?, ?)`,
      ).run(bookId, title, pages, Math.ceil(pages / 2), now, now);
      for (let order = 0; order < pages; order++) {
        insertPage.run(randomUUID(), bookId, order, Math.floor(order / 2), longBookPageText(order));
      }
    })();
    return bookId;
  } finally {
    db.close();
  }
}

/** What page `order` of the long book says: its number, so a test knows where it is. */
export function longBookPageText(order: number): string {
  return `# Page ${order + 1}\n\nThis is page ${order + 1} of the long book. It has a heading and two short paragraphs, which fit any page box with room to spare.\n\nThe reader loads it in chunks of twenty pages.`;
}

import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { longBookPageText } from "./database-fixtures.js";
import { gradientPng } from "./media-files.js";
import { inTransaction, openServerDatabase } from "./server-database.js";

/**
 * A book with every kind of file a book saved for offline reading keeps: a cover, a
 * picture on one page, and its PDF's pages (snapshots, with thumbnails), two book pages
 * to each. Each page says its number (longBookPageText). Written straight into a test
 * server's database and files, as a finished upload leaves them: `owner`'s own book, or
 * a public-domain one.
 */
export function insertIllustratedBook(
  dataDir: string,
  options: { pages: number; title: string; owner?: string; pictureOn: number },
): string {
  const bookId = randomUUID();
  const originals = Math.ceil(options.pages / 2);
  const writeFile = (key: string, bytes: Buffer) => {
    const file = path.join(dataDir, "files", key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return key;
  };
  const picture = gradientPng(320, 200).buffer;
  const cover = writeFile(`books/${bookId}/cover.png`, gradientPng(200, 300).buffer);
  const db = openServerDatabase(dataDir);
  try {
    const now = Date.now();
    inTransaction(db, () => {
      db.prepare(
        `INSERT INTO books (id, owner_id, title, description, author, language, is_public_domain,
           status, cover_key, bindery_pages_count, original_pages_count, source_id, created_at, updated_at)
         VALUES (?, ?, ?, '', 'A. Tester', 'en', ?, 'ready', ?, ?, ?, NULL, ?, ?)`,
      ).run(
        bookId,
        options.owner ?? null,
        options.title,
        options.owner ? 0 : 1,
        cover,
        options.pages,
        originals,
        now,
        now,
      );
      const insertPage = db.prepare(
        "INSERT INTO pages (id, book_id, page_order, page_number, page_content, visual_content, visual_alt) VALUES (?, ?, ?, ?, ?, ?, ?)",
      );
      for (let order = 0; order < options.pages; order++) {
        const images =
          order === options.pictureOn
            ? [writeFile(`books/${bookId}/images/page-${order}.png`, picture)]
            : [];
        insertPage.run(
          randomUUID(),
          bookId,
          order,
          Math.floor(order / 2),
          longBookPageText(order),
          JSON.stringify(images),
          JSON.stringify(images.map(() => "A warm evening gradient")),
        );
      }
      const insertSnapshot = db.prepare(
        "INSERT INTO snapshots (id, book_id, page_number, image_key, thumb_key) VALUES (?, ?, ?, ?, ?)",
      );
      for (let original = 0; original < originals; original++) {
        insertSnapshot.run(
          randomUUID(),
          bookId,
          original,
          writeFile(`books/${bookId}/snapshots/${original}.png`, picture),
          writeFile(`books/${bookId}/snapshots/${original}-thumb.png`, picture),
        );
      }
    });
  } finally {
    db.close();
  }
  return bookId;
}

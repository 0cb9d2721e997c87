import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inTransaction, openServerDatabase } from "./server-database.js";

/**
 * Writes books straight into a running e2e server's SQLite database and file folder, the
 * way the catalog importer and the upload pipeline leave them: a ready book row, its
 * pages, and its cover under `books/<id>/`. Browser tests need shelves of more than 25
 * books, which the real pipelines would take minutes to make on these machines.
 */

export interface BookSeed {
  title: string;
  author?: string;
  /** PNG bytes of the cover; without one the shelf draws a cloth cover. */
  cover?: Buffer;
  /** How many book pages it has (each "Page n"). */
  pages?: number;
}

export interface SeededBook {
  id: string;
  title: string;
}

/** A 1×1 PNG: a real image for a cover that must load. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export function openLibraryDb(dataDir: string) {
  const db = openServerDatabase(dataDir);

  const insertBook = db.prepare(
    `INSERT INTO books (id, owner_id, title, description, author, language, is_public_domain,
       status, cover_key, bindery_pages_count, original_pages_count, source_id, created_at, updated_at)
     VALUES (@id, @owner_id, @title, '', @author, 'en', @is_public_domain, 'ready', @cover_key,
       @pages, @pages, NULL, @created_at, @created_at)`,
  );
  const insertPage = db.prepare(
    `INSERT INTO pages (id, book_id, page_order, page_number, page_content, visual_content)
     VALUES (?, ?, ?, ?, ?, '[]')`,
  );

  /** Books in the order given, the first the newest (lists are newest first). */
  const addBooks = (seeds: BookSeed[], owner: string | null): SeededBook[] => {
    const now = Date.now();
    return inTransaction(db, () =>
      seeds.map((seed, index) => {
        const id = randomUUID();
        const pages = seed.pages ?? 40;
        let coverKey: string | null = null;
        if (seed.cover) {
          coverKey = `books/${id}/cover.png`;
          const file = path.join(dataDir, "files", coverKey);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, seed.cover);
        }
        insertBook.run({
          id,
          owner_id: owner,
          title: seed.title,
          author: seed.author ?? null,
          is_public_domain: owner ? 0 : 1,
          cover_key: coverKey,
          pages,
          created_at: now - index * 1000,
        });
        for (let order = 0; order < pages; order += 1) {
          insertPage.run(randomUUID(), id, order, Math.floor(order / 2), `Page ${order}`);
        }
        return { id, title: seed.title };
      }),
    );
  };

  return {
    /** Public-domain books, as the catalog importer makes them (no owner). */
    addPublicBooks: (seeds: BookSeed[]) => addBooks(seeds, null),
    /** Books the user uploaded, private to them. */
    addOwnBooks(email: string, seeds: BookSeed[]): SeededBook[] {
      const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as
        | { id: string }
        | undefined;
      if (!user) throw new Error(`No user ${email}.`);
      return addBooks(seeds, user.id);
    },
    /** Takes every public book away (with its pages), for the empty catalog's screens. */
    emptyCatalog(): void {
      db.prepare("DELETE FROM books WHERE is_public_domain = 1").run();
    },
    /** What a completed purchase leaves: the account is premium. */
    makePremium(email: string): void {
      const changed = db.prepare("UPDATE users SET is_premium = 1 WHERE email = ?").run(email);
      if (changed.changes !== 1) throw new Error(`No user ${email}.`);
    },
    close: () => db.close(),
  };
}

export type LibraryDb = ReturnType<typeof openLibraryDb>;

/** `count` numbered books ("Book 01"…), each with an author. */
export function numberedBooks(count: number, prefix = "Book"): BookSeed[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `${prefix} ${String(index + 1).padStart(2, "0")}`,
    author: `Author ${index + 1}`,
  }));
}

import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { ITALIC_END, ITALIC_START } from "@bindery/contract";
import { inTransaction, openServerDatabase } from "./server-database.js";

/**
 * Rows written straight into a test server's SQLite database, for what the API cannot
 * make quickly (thousands of pages) or at all (a premium account without a payment).
 * They are the rows the server's repositories write (see server/src/db/schema.ts).
 */
function withDatabase<T>(dataDir: string, work: (db: DatabaseSync) => T): T {
  const db = openServerDatabase(dataDir);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * A book of `pages` pages whose text `pageText` gives, made from a PDF of `originalPages`
 * pages (two book pages to each; 0 for a book without a PDF): public-domain, or the
 * private book of `owner` (a user id).
 */
function insertTextBook(
  dataDir: string,
  book: {
    pages: number;
    title: string;
    pageText(order: number): string;
    originalPages: number;
    owner?: string;
    /** The book's language; English unless given. */
    language?: string;
  },
): string {
  return withDatabase(dataDir, (db) => {
    const bookId = randomUUID();
    const now = Date.now();
    const insertPage = db.prepare(
      "INSERT INTO pages (id, book_id, page_order, page_number, page_content, visual_content) VALUES (?, ?, ?, ?, ?, '[]')",
    );
    inTransaction(db, () => {
      db.prepare(
        `INSERT INTO books (id, owner_id, title, description, author, language, is_public_domain,
           status, cover_key, bindery_pages_count, original_pages_count, source_id, created_at, updated_at)
         VALUES (?, ?, ?, '', 'A. Tester', ?, ?, 'ready', NULL, ?, ?, NULL, ?, ?)`,
      ).run(
        bookId,
        book.owner ?? null,
        book.title,
        book.language ?? "en",
        book.owner ? 0 : 1,
        book.pages,
        book.originalPages,
        now,
        now,
      );
      for (let order = 0; order < book.pages; order++) {
        const original = book.originalPages > 0 ? Math.floor(order / 2) : order;
        insertPage.run(randomUUID(), bookId, order, original, book.pageText(order));
      }
    });
    return bookId;
  });
}

/**
 * A public-domain book of `pages` pages, each saying its number (longBookPageText), made
 * from a PDF of half as many pages unless `originalPages` says otherwise (0: a text book).
 */
export function insertLongBook(
  dataDir: string,
  pages: number,
  title = "The Long Shelf",
  originalPages = Math.ceil(pages / 2),
): string {
  return insertTextBook(dataDir, { pages, title, pageText: longBookPageText, originalPages });
}

/**
 * A book of `pages` pages of prose without original pages, each page about as full as a
 * converted one (a heading on every fifth, three paragraphs), every paragraph naming its
 * place (proseParagraph), for the reflowed view's tests: public-domain, or `owner`'s.
 */
export function insertProseBook(
  dataDir: string,
  pages: number,
  title = "The Prose Shelf",
  owner?: string,
): string {
  return insertTextBook(dataDir, {
    pages,
    title,
    pageText: prosePageText,
    originalPages: 0,
    owner,
  });
}

/**
 * A public-domain book in Hebrew of `pages` pages without original pages: its pages turn
 * right to left. Each page opens with its number in words the test can find (rtlPageOpening).
 */
export function insertHebrewBook(dataDir: string, pages: number, title = "ספר הבדיקה"): string {
  return insertTextBook(dataDir, {
    pages,
    title,
    pageText: (order) => `${rtlPageOpening(order)} ${HEBREW_PROSE}\n\n${HEBREW_PROSE}`,
    originalPages: 0,
    language: "he",
  });
}

/** What page `order` of the Hebrew book begins with: "עמוד" (page) and its number. */
export const rtlPageOpening = (order: number) => `עמוד ${order + 1}.`;

const HEBREW_PROSE =
  "בערב הדליק השומר את המנורה וכתב בספרו את מזג האוויר, הרוח ממערב והים גבוה תחת שמיים אפורים ונמוכים.";

/** Paragraph `block` (from 0) of page `order` of the prose book begins with these words. */
export const proseParagraph = (order: number, block: number) =>
  `Page ${order + 1}, paragraph ${block + 1}.`;

const PROSE =
  "The lamp was lit at dusk and the keeper wrote the weather in his book, the wind from the west, the sea running high under a low grey sky, and a ship far out that did not answer the signal.";

/** What page `order` of the prose book says. */
export function prosePageText(order: number): string {
  const heading = order % 5 === 0 ? [`# Chapter ${order / 5 + 1}`] : [];
  const paragraphs = [0, 1, 2].map(
    (index) =>
      `${proseParagraph(order, heading.length + index)} ${PROSE} ${PROSE.slice(0, 20 + 30 * index)}.`,
  );
  return [...heading, ...paragraphs].join("\n\n");
}

/**
 * A public-domain book of `pages` pages of prose without original pages in which every
 * paragraph sets a few words in italics, as novels do: the reflowed view must measure
 * its lines with the italic face the screens show.
 */
export function insertItalicProseBook(dataDir: string, pages: number, title = "The Italic Shelf") {
  const italic = (words: string) => `${ITALIC_START}${words}${ITALIC_END}`;
  return insertTextBook(dataDir, {
    pages,
    title,
    pageText: (order) =>
      [0, 1, 2, 3]
        .map(
          (index) =>
            `${proseParagraph(order, index)} The keeper wrote ${italic("the weather")} in his book, the wind from the west, ${italic("the sea running high")} under a low grey sky, and a ship far out that did ${italic("not")} answer the signal.`,
        )
        .join("\n\n"),
    originalPages: 0,
  });
}

/** Makes a user premium, as a verified payment would. */
export function makePremium(dataDir: string, userId: string): void {
  withDatabase(dataDir, (db) => {
    db.prepare("UPDATE users SET is_premium = 1 WHERE id = ?").run(userId);
  });
}

/** What page `order` of the long book says: its number, so a test knows where it is. */
export function longBookPageText(order: number): string {
  return `# Page ${order + 1}\n\nThis is page ${order + 1} of the long book. It has a heading and two short paragraphs, which fit any page box with room to spare.\n\nThe reader loads it in chunks of twenty pages.`;
}

/** The analytics events the server stored, oldest first, their props parsed. */
export function storedAnalyticsEvents(
  dataDir: string,
): Array<{ name: string; props: Record<string, unknown> }> {
  return withDatabase(dataDir, (db) =>
    (
      db
        .prepare("SELECT name, props FROM analytics_events ORDER BY created_at, rowid")
        .all() as Array<{
        name: string;
        props: string;
      }>
    ).map((row) => ({ name: row.name, props: JSON.parse(row.props) })),
  );
}

/**
 * Sentence `sentence` (from 0) of paragraph `paragraph` of page `order` of the read-aloud
 * book, as it is said: every sentence names its place, so an utterance says where it is.
 */
export const spokenSentence = (order: number, paragraph: number, sentence: number) =>
  `Page ${order + 1} paragraph ${paragraph + 1} sentence ${sentence + 1} is read aloud.`;

/**
 * What page `order` of the read-aloud book says: three paragraphs of two sentences, the
 * first sentence with a footnote marker, the page's folio left at its end as the
 * conversion of an old book may leave it (neither is said).
 */
export function readAloudPageText(order: number): string {
  const paragraphs = [0, 1, 2].map(
    (paragraph) =>
      `${spokenSentence(order, paragraph, 0).replace(/\.$/, "¹.")} ${spokenSentence(order, paragraph, 1)}`,
  );
  return [...paragraphs, String(order + 1)].join("\n\n");
}

/** A public-domain book of `pages` short pages of numbered sentences (readAloudPageText). */
export function insertReadAloudBook(dataDir: string, pages: number, title = "The Spoken Shelf") {
  return insertTextBook(dataDir, { pages, title, pageText: readAloudPageText, originalPages: 0 });
}

/** Stores `png` as the cover of book `bookId`, as a conversion stores one (files/ in DATA_DIR). */
export function setBookCover(dataDir: string, bookId: string, png: Buffer): void {
  const key = `books/${bookId}/cover.png`;
  const file = path.join(dataDir, "files", key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, png);
  withDatabase(dataDir, (db) => {
    db.prepare("UPDATE books SET cover_key = ? WHERE id = ?").run(key, bookId);
  });
}

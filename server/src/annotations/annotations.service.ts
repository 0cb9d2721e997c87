import {
  type Annotation,
  type AnnotationCreate,
  type AnnotationsExport,
  type AnnotationsResponse,
  type AnnotationUpdate,
  annotationLimits,
  annotationMessages,
  annotationsMarkdown,
  type HighlightColor,
} from "@bindery/contract";
import { readableOr404 } from "../book-data/book-access.js";
import type { BookRow, BooksRepo } from "../books/books.repo.js";
import type { Clock } from "../lib/clock.js";
import { conflict, FieldError, notFound } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import type { AnnotationRow, AnnotationsRepo } from "./annotations.repo.js";

export interface AnnotationsServiceDeps {
  books: BooksRepo;
  annotations: AnnotationsRepo;
  clock: Clock;
}

/** The shapes the contract's create and change routes accept. */
export type NewAnnotation = AnnotationCreate;

export type AnnotationChange = AnnotationUpdate;

const iso = (time: number) => new Date(time).toISOString();

/**
 * How far before an answer its `next_since` is: longer than a write takes from taking its
 * time to committing (a transaction waiting on a lock included). A change in the overlap
 * comes twice; a device applies it twice to the same effect.
 */
export const SYNC_OVERLAP_MS = 60_000;

/** A row as the API shows it; a tombstone keeps only what a device needs to drop its copy. */
export function annotationOf(row: AnnotationRow): Annotation {
  return {
    id: row.id,
    book_id: row.book_id,
    kind: row.kind,
    page: row.page,
    quote:
      row.quote_exact === null
        ? null
        : {
            exact: row.quote_exact,
            prefix: row.quote_prefix ?? "",
            suffix: row.quote_suffix ?? "",
          },
    color: (row.color as HighlightColor | null) ?? null,
    note: row.note,
    detached: row.detached === 1,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: row.deleted_at === null ? null : iso(row.deleted_at),
  };
}

/** A reader's bookmarks and highlights in the books they may read, and nobody else's. */
export function createAnnotationsService({ books, annotations, clock }: AnnotationsServiceDeps) {
  const readable = async (bookId: string, userId: string): Promise<BookRow> =>
    readableOr404(await books.findBook(bookId), userId);

  const mine = async (bookId: string, userId: string, id: string): Promise<AnnotationRow> => {
    const row = await annotations.find(userId, bookId, id);
    // Someone else's annotation is answered as none at all: its existence is theirs too.
    if (!row || row.deleted_at !== null) throw notFound(annotationMessages.notFound);
    return row;
  };

  return {
    /**
     * The reader's annotations in a book (with `since`, what the server wrote after it) and
     * the `since` of the next sync. That one is set back by SYNC_OVERLAP_MS: a write stamped
     * just before this answer may commit just after it, and is then in the next one.
     */
    async list(bookId: string, userId: string, since?: string): Promise<AnnotationsResponse> {
      const book = await readable(bookId, userId);
      const now = clock();
      const rows = await annotations.list(
        userId,
        book.id,
        since === undefined ? undefined : Date.parse(since),
      );
      return { annotations: rows.map(annotationOf), next_since: iso(now - SYNC_OVERLAP_MS) };
    },

    async create(bookId: string, userId: string, input: NewAnnotation): Promise<Annotation> {
      const book = await readable(bookId, userId);
      if (input.page >= book.bindery_pages_count) {
        throw new FieldError({ page: [annotationMessages.pagePastEnd(book.bindery_pages_count)] });
      }
      const now = clock();
      const highlight = input.kind === "highlight";
      const added = await annotations.add(
        {
          id: newId(),
          user_id: userId,
          book_id: book.id,
          kind: input.kind,
          page: input.page,
          quote_exact: highlight ? (input.quote?.exact ?? null) : null,
          quote_prefix: highlight ? (input.quote?.prefix ?? "") : null,
          quote_suffix: highlight ? (input.quote?.suffix ?? "") : null,
          color: highlight ? (input.color ?? "yellow") : null,
          note: input.note ? input.note : null,
          created_at: now,
          updated_at: now,
        },
        annotationLimits.perBook,
      );
      if (added === "too-many") throw conflict(annotationMessages.tooMany);
      return annotationOf(added);
    },

    async update(
      bookId: string,
      userId: string,
      id: string,
      change: AnnotationChange,
    ): Promise<Annotation> {
      const book = await readable(bookId, userId);
      const row = await mine(book.id, userId, id);
      if (change.color !== undefined && row.kind === "bookmark") {
        throw new FieldError({ color: [annotationMessages.colorOfBookmark] });
      }
      const now = clock();
      // A change made offline carries its own time; one from the future counts as now.
      const at =
        change.updated_at === undefined
          ? Math.max(now, row.updated_at)
          : Math.min(Date.parse(change.updated_at), now);
      const changes: Partial<Pick<AnnotationRow, "note" | "color">> = {};
      if (change.note !== undefined) changes.note = change.note ? change.note : null;
      if (change.color !== undefined) changes.color = change.color;
      const stored = await annotations.update(row, changes, at);
      if (!stored || stored.deleted_at !== null) throw notFound(annotationMessages.notFound);
      return annotationOf(stored);
    },

    async remove(bookId: string, userId: string, id: string): Promise<Annotation> {
      const book = await readable(bookId, userId);
      const row = await mine(book.id, userId, id);
      const tombstone = await annotations.remove(row);
      if (!tombstone) throw notFound(annotationMessages.notFound);
      return annotationOf(tombstone);
    },

    async exportJson(bookId: string, userId: string): Promise<AnnotationsExport> {
      const book = await readable(bookId, userId);
      const rows = await annotations.list(userId, book.id);
      return {
        book: { id: book.id, title: book.title, author: book.author },
        exported_at: iso(clock()),
        annotations: rows.map(annotationOf),
      };
    },

    async exportMarkdown(bookId: string, userId: string, origin: string): Promise<string> {
      const { book, annotations: list } = await this.exportJson(bookId, userId);
      return annotationsMarkdown(book, list, origin);
    },
  };
}

export type AnnotationsService = ReturnType<typeof createAnnotationsService>;

import type { Book, BookStatus } from "@bindery/contract";
import { CloudCheck } from "lucide-react";
import { Link } from "react-router";
import { useOfflineBook } from "../offline/offline-books";
import { useOnline } from "../offline/online-status";
import { BookCover } from "./BookCover";
import { readBookHref } from "./book-href";
import { ReadingProgress } from "./ReadingProgress";

const STATUS_BADGES: Partial<Record<BookStatus, string>> = {
  converting: "Binding…",
  failed: "Upload failed",
};

interface BookCardProps {
  book: Book;
  /** Percent read, for the user's own shelf. */
  progress?: number;
  size?: "sm" | "md";
}

/**
 * A book on a shelf: its cover and title (and progress), opening the reader. A book saved
 * for offline reading says so on its cover; offline, any other book is shown faded and
 * does not open, since its pages are not on this device.
 */
export function BookCard({ book, progress, size = "md" }: BookCardProps) {
  const badge = STATUS_BADGES[book.status];
  const saved = useOfflineBook(book.book_meta_unique_id).state === "saved";
  const unavailable = !useOnline() && !saved;
  const content = (
    <>
      <div className="relative">
        <BookCover
          bookId={book.book_meta_unique_id}
          title={book.book_name}
          author={book.author}
          src={book.book_cover}
          size={size}
        />
        {badge ? (
          <span className="absolute top-2 left-2 rounded-full bg-night/85 px-2 py-0.5 text-[0.7rem] font-medium text-paper">
            {badge}
          </span>
        ) : null}
        {saved ? (
          <span
            data-saved-offline=""
            title="Saved on this device for offline reading"
            className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-night/85 px-2 py-0.5 text-[0.7rem] font-medium text-paper"
          >
            <CloudCheck className="size-3.5 text-gold-soft" aria-hidden="true" />
            Offline
          </span>
        ) : null}
      </div>
      {/* Grows so that progress bars line up along a shelf whatever the title's length. */}
      <span className="flex flex-1 flex-col gap-0.5">
        <span
          data-book-title=""
          className={`line-clamp-2 font-serif font-semibold leading-snug text-ink group-hover:text-accent ${size === "sm" ? "text-sm" : "text-[0.95rem]"}`}
        >
          {book.book_name}
        </span>
        {book.author ? <span className="truncate text-xs text-ink-soft">{book.author}</span> : null}
        {/* What the conversion told the owner about this upload (a damaged file). */}
        {book.notice ? (
          <span data-book-notice="" className="text-xs leading-snug text-danger">
            {book.notice}
          </span>
        ) : null}
        {unavailable ? (
          <span className="text-xs font-medium text-ink-soft">Not available offline</span>
        ) : null}
      </span>
      {progress === undefined ? null : <ReadingProgress percent={progress} />}
    </>
  );
  if (unavailable) {
    return (
      <div
        aria-disabled="true"
        data-book-id={book.book_meta_unique_id}
        data-unavailable-offline=""
        className="flex h-full cursor-not-allowed flex-col gap-2.5 opacity-50 grayscale"
      >
        {content}
      </div>
    );
  }
  return (
    <Link
      to={readBookHref(book.book_meta_unique_id)}
      className="group flex h-full flex-col gap-2.5 rounded-md focus-visible:outline-offset-4"
      data-book-id={book.book_meta_unique_id}
    >
      {content}
    </Link>
  );
}

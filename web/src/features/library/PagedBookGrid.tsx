import { type Book, GRID_PAGE_SIZE, gridPageCount, gridPageRange } from "@bindery/contract";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { BookCard } from "./BookCard";
import { BookSkeletons } from "./BookSkeletons";
import { EmptyShelf } from "./EmptyShelf";
import { ShelfError } from "./ShelfError";

export interface GridBook {
  book: Book;
  progress?: number;
  /** Buttons under the card (My Books: delete one's own upload). */
  actions?: ReactNode;
}

interface PagedBookGridProps {
  /** Names the grid for assistive technology. */
  label: string;
  pageIndex: number;
  onPageChange(pageIndex: number): void;
  /** The page's books and the list's total; undefined until the first answer. */
  page: { books: GridBook[]; total: number } | undefined;
  /** The first load failed (a later failure keeps the books already shown). */
  failed: boolean;
  /** A new page is on its way; the old one stays on screen meanwhile. */
  loadingPage: boolean;
  onRetry(): void;
  emptyMessage: string;
  emptyActions?: ReactNode;
}

/** A grid of 25 books with previous and next page buttons. */
export function PagedBookGrid(props: PagedBookGridProps) {
  const { label, pageIndex, onPageChange, page, failed, loadingPage } = props;
  if (failed && !page) return <ShelfError onRetry={props.onRetry} />;
  if (page && page.total === 0) {
    return <EmptyShelf message={props.emptyMessage}>{props.emptyActions}</EmptyShelf>;
  }
  const pageCount = page ? gridPageCount(page.total) : 1;
  const { start } = gridPageRange(pageIndex);
  const shown = page?.books.length ?? 0;
  if (page && shown === 0) {
    return (
      <EmptyShelf message="There are no books on this page.">
        <Button variant="secondary" onClick={() => onPageChange(0)}>
          Go to the first page
        </Button>
      </EmptyShelf>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <ul
        aria-label={label}
        aria-busy={loadingPage || !page}
        className={`grid grid-cols-2 gap-x-5 gap-y-9 transition-opacity sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 ${loadingPage ? "opacity-60" : ""}`}
      >
        {page ? (
          page.books.map(({ book, progress, actions }) => (
            <li key={book.book_meta_unique_id} className="flex flex-col gap-2">
              <BookCard book={book} progress={progress} />
              {actions}
            </li>
          ))
        ) : (
          <BookSkeletons count={10} />
        )}
      </ul>
      {page && pageCount > 1 ? (
        <nav
          aria-label={`${label} pages`}
          className="flex flex-col items-center justify-between gap-4 border-t border-line pt-6 sm:flex-row"
        >
          <p className="text-sm text-ink-soft" aria-live="polite">
            Books {start + 1}–{start + shown} of {page.total} · page {pageIndex + 1} of {pageCount}
          </p>
          <div className="flex gap-3">
            <Button
              variant="secondary"
              disabled={pageIndex === 0 || loadingPage}
              onClick={() => onPageChange(pageIndex - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous page
            </Button>
            <Button
              variant="secondary"
              disabled={start + GRID_PAGE_SIZE >= page.total || loadingPage}
              onClick={() => onPageChange(pageIndex + 1)}
            >
              Next page
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

import { OfflineDownloadControl } from "../offline/OfflineDownloadControl";
import { offlineReadingSupported, useOfflineBooks } from "../offline/offline-books";
import { BookCard } from "./BookCard";
import { ShelfSection } from "./ShelfSection";
import { SHELF_ACTION_CLASS } from "./shelf-actions";

/**
 * The books saved on this device for offline reading (those the signed-in reader, or a
 * visitor, may open), each with what it takes here and Remove. Nothing when there are none.
 */
export function SavedOfflineShelf() {
  const books = useOfflineBooks();
  if (!offlineReadingSupported() || books.length === 0) return null;
  return (
    <ShelfSection
      id="saved-offline-title"
      title="Saved on this device"
      description="Books you downloaded for offline reading: they open without a connection."
    >
      <ul
        aria-label="Saved on this device"
        className="grid grid-cols-2 gap-x-5 gap-y-9 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
      >
        {books.map(({ book }) => (
          <li key={book.book_meta_unique_id} className="flex flex-col gap-2">
            <BookCard book={book} />
            <OfflineDownloadControl
              book={book}
              signedIn={book.is_public_domain === 0}
              buttonClass={SHELF_ACTION_CLASS}
              look="shelf"
            />
          </li>
        ))}
      </ul>
    </ShelfSection>
  );
}

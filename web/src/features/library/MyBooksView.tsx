import { useQuery } from "@tanstack/react-query";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { AdSlot } from "../ads/AdSlot";
import { OfflineDownloadControl } from "../offline/OfflineDownloadControl";
import { ShareBookControls } from "../share/ShareBookControls";
import { mySharesQuery, sharesByBook } from "../share/share-api";
import { myBooksQuery } from "./book-queries";
import { DeleteBookButton } from "./DeleteBookButton";
import { ExportEpubButton } from "./ExportEpubButton";
import { NOT_STARTED_READING } from "./empty-messages";
import { PagedBookGrid } from "./PagedBookGrid";
import { SavedOfflineShelf } from "./SavedOfflineShelf";
import { StartReadingLinks } from "./StartReadingLinks";
import { SHELF_ACTION_CLASS } from "./shelf-actions";
import { usePagedBooks } from "./use-paged-books";

export default function MyBooksView() {
  // Which books are shared, with their views; the shelf shows the rest once it is in.
  const shares = sharesByBook(useQuery(mySharesQuery).data?.shares);
  const paged = usePagedBooks(myBooksQuery, (answer) => ({
    books: answer.books.map((book) => ({
      book,
      progress: book.progress,
      // A public-domain book belongs to the catalog, whoever imported it: no Delete.
      actions: (
        <div className="flex flex-wrap items-center gap-x-3">
          {book.status === "ready" ? (
            <ExportEpubButton book={book} className={SHELF_ACTION_CLASS} />
          ) : null}
          {book.is_public_domain === 0 ? (
            <ShareBookControls
              book={book}
              share={shares.get(book.book_meta_unique_id) ?? null}
              className={SHELF_ACTION_CLASS}
            />
          ) : null}
          <OfflineDownloadControl
            book={book}
            signedIn
            buttonClass={SHELF_ACTION_CLASS}
            look="shelf"
          />
          {book.is_public_domain === 0 ? (
            <DeleteBookButton
              book={book}
              className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-full px-1 text-sm text-ink-soft hover:text-danger disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-ink-soft"
            />
          ) : null}
        </div>
      ),
    })),
    total: answer.total,
  }));
  return (
    <Container className="flex flex-col gap-10 py-10 sm:py-14">
      <title>My Books · Bindery</title>
      <ScreenHeader eyebrow="Library" title="My Books">
        The books you have uploaded, the latest read or added first, with how far you have read.
        Classics you are reading wait for you under Continue reading on your dashboard.
      </ScreenHeader>
      <SavedOfflineShelf />
      <PagedBookGrid
        label="My books"
        emptyMessage={NOT_STARTED_READING}
        emptyActions={<StartReadingLinks />}
        {...paged}
      />
      <AdSlot />
    </Container>
  );
}

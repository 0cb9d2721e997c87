import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { AdSlot } from "../ads/AdSlot";
import { myBooksQuery } from "./book-queries";
import { NOT_STARTED_READING } from "./empty-messages";
import { PagedBookGrid } from "./PagedBookGrid";
import { StartReadingLinks } from "./StartReadingLinks";
import { usePagedBooks } from "./use-paged-books";

export default function MyBooksView() {
  const paged = usePagedBooks(myBooksQuery, (answer) => ({
    books: answer.books.map((book) => ({ book, progress: book.progress })),
    total: answer.total,
  }));
  return (
    <Container className="flex flex-col gap-10 py-10 sm:py-14">
      <title>My Books · Bindery</title>
      <ScreenHeader eyebrow="Library" title="My Books">
        The books you have uploaded and the classics you have opened, the latest first, with how far
        you have read.
      </ScreenHeader>
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

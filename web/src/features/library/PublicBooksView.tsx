import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { AdSlot } from "../ads/AdSlot";
import { publicBooksQuery } from "./book-queries";
import { NO_PUBLIC_BOOKS } from "./empty-messages";
import { PagedBookGrid } from "./PagedBookGrid";
import { SavedOfflineShelf } from "./SavedOfflineShelf";
import { usePagedBooks } from "./use-paged-books";

export default function PublicBooksView() {
  const paged = usePagedBooks(publicBooksQuery, (answer) => ({
    books: answer.public_books.map((book) => ({ book })),
    total: answer.total,
  }));
  return (
    <Container className="flex flex-col gap-10 py-10 sm:py-14">
      <title>Public books · Bindery</title>
      <ScreenHeader eyebrow="Library" title="Public Domain Books">
        Novels, poetry and essays whose copyright has run out, free for everyone to read.
      </ScreenHeader>
      <SavedOfflineShelf />
      <PagedBookGrid label="Public domain books" emptyMessage={NO_PUBLIC_BOOKS} {...paged} />
      <AdSlot />
    </Container>
  );
}

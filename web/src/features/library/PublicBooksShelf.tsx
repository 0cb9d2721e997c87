import { DASHBOARD_PUBLIC_RANGE } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { viewHref } from "../../lib/views";
import { BookCard } from "./BookCard";
import { BookSkeletons } from "./BookSkeletons";
import { publicBooksQuery } from "./book-queries";
import { CarouselArrows, CarouselTrack } from "./Carousel";
import { EmptyShelf } from "./EmptyShelf";
import { NO_PUBLIC_BOOKS } from "./empty-messages";
import { ShelfError } from "./ShelfError";
import { ShelfSection } from "./ShelfSection";
import { showsCarouselArrows, useCarousel } from "./use-carousel";

interface PublicBooksShelfProps {
  title: string;
  description: string;
  /** The dashboard lays its public books out in columns of 2. */
  rows: 1 | 2;
}

/** The first 25 public books (start 0, end 24) as a carousel, with a link to all of them. */
export function PublicBooksShelf({ title, description, rows }: PublicBooksShelfProps) {
  const query = useQuery(publicBooksQuery(DASHBOARD_PUBLIC_RANGE));
  // The books are drawn in a render that yields to the browser: drawn in the query's own
  // update they were one long task, while a phone's visitor may already be tapping.
  const data = useDeferredValue(query.data);
  const carousel = useCarousel();
  const books = data?.public_books;
  const label = "Public domain books";
  const seeAll = (
    <Link
      to={viewHref("books")}
      className="text-sm font-medium whitespace-nowrap text-accent hover:underline"
    >
      See all{data ? ` ${data.total}` : ""}
    </Link>
  );
  return (
    <ShelfSection
      id="public-shelf-title"
      title={title}
      description={description}
      actions={
        <>
          {books && showsCarouselArrows(books.length) ? (
            <CarouselArrows carousel={carousel} label={label} />
          ) : null}
          {books?.length ? seeAll : null}
        </>
      }
    >
      {query.isError && !books ? (
        <ShelfError onRetry={() => void query.refetch()} />
      ) : books?.length === 0 ? (
        <EmptyShelf message={NO_PUBLIC_BOOKS} />
      ) : (
        <CarouselTrack carousel={carousel} label={label} rows={rows}>
          {books ? (
            books.map((book) => (
              <li key={book.book_meta_unique_id}>
                <BookCard book={book} size="sm" />
              </li>
            ))
          ) : (
            <BookSkeletons count={7 * rows} />
          )}
        </CarouselTrack>
      )}
    </ShelfSection>
  );
}

import { gridPageRange } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { viewHref } from "../../lib/views";
import { BookCard } from "../library/BookCard";
import { BookSkeletons } from "../library/BookSkeletons";
import { continueReadingQuery } from "../library/book-queries";
import { CarouselArrows, CarouselTrack } from "../library/Carousel";
import { ShelfError } from "../library/ShelfError";
import { ShelfSection } from "../library/ShelfSection";
import { showsCarouselArrows, useCarousel } from "../library/use-carousel";
import { GetStartedPanel } from "./GetStartedPanel";

const LABEL = "Continue reading";

/**
 * The user's uploads and the public books they opened, last read first, with how far they
 * have read; or a way to start.
 */
export function ContinueReading() {
  const query = useQuery(continueReadingQuery(gridPageRange(0)));
  const carousel = useCarousel();
  const books = query.data?.books;
  if (books?.length === 0) return <GetStartedPanel />;
  return (
    <ShelfSection
      id="continue-reading-title"
      title={LABEL}
      description="Pick up where you left off."
      actions={
        <>
          {books && showsCarouselArrows(books.length) ? (
            <CarouselArrows carousel={carousel} label={LABEL} />
          ) : null}
          <Link
            to={viewHref("my-books")}
            className="text-sm font-medium whitespace-nowrap text-accent hover:underline"
          >
            My Books
          </Link>
        </>
      }
    >
      {query.isError && !books ? (
        <ShelfError onRetry={() => void query.refetch()} />
      ) : (
        <CarouselTrack carousel={carousel} label={LABEL}>
          {books ? (
            books.map((book) => (
              <li key={book.book_meta_unique_id}>
                <BookCard book={book} progress={book.progress} size="sm" />
              </li>
            ))
          ) : (
            <BookSkeletons count={7} />
          )}
        </CarouselTrack>
      )}
    </ShelfSection>
  );
}

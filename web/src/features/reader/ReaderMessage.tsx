import { Link } from "react-router";
import { Button } from "../../components/ui/Button";
import { buttonClass } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { viewHref } from "../../lib/views";
import { SharedLinkGone } from "./SharedLinkGone";

/** The reader's screens for a book that cannot be shown. */
export function ReaderMessage({
  kind,
  onRetry,
}: {
  kind: "not-found" | "link-gone" | "error";
  onRetry(): void;
}) {
  return (
    <Container className="flex flex-col items-start gap-6 py-16">
      {kind === "link-gone" ? (
        <SharedLinkGone />
      ) : kind === "not-found" ? (
        <>
          <title>Book not found · Bindery</title>
          <ScreenHeader eyebrow="Reader" title="This book is not on our shelves">
            The link may be mistyped, or the book was deleted. A private book opens only for the
            account that uploaded it: log in with that account to read it.
          </ScreenHeader>
          <Link to={viewHref("books")} className={buttonClass("primary")}>
            Browse public books
          </Link>
        </>
      ) : (
        <>
          <title>Book unavailable · Bindery</title>
          <ScreenHeader eyebrow="Reader" title="The book could not be opened">
            The server could not be reached or had trouble answering. Check your connection and try
            again.
          </ScreenHeader>
          <Button onClick={onRetry}>Try again</Button>
        </>
      )}
    </Container>
  );
}

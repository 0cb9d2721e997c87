import { BookUp, Library } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { viewHref } from "../../lib/views";

/** The two ways onto an empty shelf: open a free classic, or upload a book. */
export function StartReadingLinks() {
  return (
    <>
      <Link to={viewHref("books")} className={buttonClass("primary")}>
        <Library className="size-4" aria-hidden="true" />
        Browse public books
      </Link>
      <Link to={viewHref("upload-book")} className={buttonClass("secondary")}>
        <BookUp className="size-4" aria-hidden="true" />
        Upload a book
      </Link>
    </>
  );
}

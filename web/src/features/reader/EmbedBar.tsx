import type { Book } from "@bindery/contract";
import { ExternalLink } from "lucide-react";
import { barButtonClass } from "./reader-bar-styles";

/**
 * The top of an embedded book: its title and a link that opens it in Bindery (a new tab:
 * the page around the frame stays). No other controls: the host page gives the book its
 * place, and the reader's own bar below turns the pages.
 */
export function EmbedBar({ book, openHref }: { book: Book | null; openHref: string }) {
  return (
    <header className="relative z-10 flex items-center gap-3 px-3 pt-3">
      <h1 className="min-w-0 flex-1 truncate font-serif text-base font-semibold text-white [text-shadow:0_1px_8px_rgb(0_0_0/0.6)] sm:text-lg">
        {book?.book_name ?? "Opening the book…"}
      </h1>
      <a href={openHref} target="_blank" rel="noopener" className={barButtonClass}>
        <ExternalLink className="size-4" aria-hidden="true" />
        Open in Bindery
      </a>
    </header>
  );
}

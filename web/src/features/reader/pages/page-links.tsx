import { linkTarget } from "@bindery/contract";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";

/**
 * Turns the reader to a book page (its page_order) and a paragraph of it: the reader's own
 * go-to-page.
 */
const OpenPage = createContext<((pageOrder: number, block: number) => void) | null>(null);

export const PageLinksProvider = OpenPage.Provider;

/** The rel of every link that leaves the book: no opener, no referrer, no endorsement. */
export const EXTERNAL_REL = "noopener noreferrer nofollow";

/**
 * A link of the page's text: another page of the book turns the reader there; an http,
 * https or mailto address opens in a new tab. Any other target (the reader checks again
 * what the converter and the server checked) sets its words as plain text. A click on a
 * link never also turns or edits the page (data-no-turn, and it goes no further), and a
 * click that ends a selection follows nothing.
 */
export function PageLink({ target, children }: { target: string; children: ReactNode }) {
  const openPage = useContext(OpenPage);
  const read = linkTarget(target);
  if (read === null) return children;
  if ("href" in read) {
    return (
      <a
        href={read.href}
        target="_blank"
        rel={EXTERNAL_REL}
        className="page-link"
        data-no-turn
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </a>
    );
  }
  if (openPage === null) return children;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (window.getSelection()?.isCollapsed === false) return;
    openPage(read.page, read.block);
  };
  return (
    <a href={`#page-${read.page + 1}`} className="page-link" data-no-turn onClick={follow}>
      {children}
    </a>
  );
}

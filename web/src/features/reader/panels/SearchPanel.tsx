import { type BookSearchHit, bookSearchMessages, MAX_SEARCH_QUERY_LENGTH } from "@bindery/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { firstFieldMessage } from "../../../lib/server-messages";
import type { ReaderSource } from "../pages/reader-source";
import { MarkedText } from "./marked-text";
import { searchQuery } from "./navigation-api";
import { PanelNotice, type PanelProps, panelRetryClass, ReaderSheet } from "./ReaderSheet";
import { snippetParts } from "./snippet-parts";

interface SearchPanelProps extends PanelProps {
  source: ReaderSource;
  /** The search on show ("" for none); kept by the reader, so it outlives the panel. */
  query: string;
  onSearch(query: string): void;
  onChoose(hit: BookSearchHit): void;
}

/** Checked before asking, with the server's own messages. */
function queryProblem(text: string): string | null {
  if (text === "") return bookSearchMessages.queryRequired;
  if (text.length > MAX_SEARCH_QUERY_LENGTH) {
    return bookSearchMessages.queryTooLong(MAX_SEARCH_QUERY_LENGTH);
  }
  return null;
}

/**
 * Search inside the book: the matching pages, best first, each with its page number and
 * a snippet with the matched words marked; "More results" asks for the next ones.
 * Choosing a hit opens its page with the words marked there. Its own chunk.
 */
export default function SearchPanel(props: SearchPanelProps) {
  const { source, query, onSearch, onChoose, onClose } = props;
  const [draft, setDraft] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useInfiniteQuery({
    ...searchQuery(source, query),
    enabled: query !== "",
  });
  const hits = search.data?.pages.flatMap((page) => page.results) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    const found = queryProblem(text);
    setProblem(found);
    if (!found) onSearch(text);
  };

  return (
    <ReaderSheet
      title="Search"
      description="Search the text of this book; choose a result to open its page."
      onClose={onClose}
      onCloseAutoFocus={props.onCloseAutoFocus}
    >
      <search>
        <form onSubmit={submit} noValidate className="border-b border-line px-5 py-4 sm:px-6">
          <label htmlFor="reader-search" className="sr-only">
            Search this book
          </label>
          <div className="flex gap-2">
            <input
              id="reader-search"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Search this book"
              autoComplete="off"
              enterKeyHint="search"
              aria-invalid={problem !== null}
              aria-describedby={problem ? "reader-search-problem" : undefined}
              className="h-11 min-w-0 flex-1 rounded-full border border-line-strong bg-card px-4 text-base text-ink placeholder:text-ink-soft focus:border-accent focus:outline-2 focus:outline-accent/30"
            />
            <button
              type="submit"
              aria-label="Search"
              className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-accent text-white hover:bg-accent-deep"
            >
              <Search className="size-5" aria-hidden="true" />
            </button>
          </div>
          {problem && (
            <p id="reader-search-problem" role="alert" className="mt-2 text-sm text-danger">
              {problem}
            </p>
          )}
        </form>
      </search>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SearchStatus query={query} search={search} count={hits.length} total={total} />
        {hits.length > 0 && (
          <ol aria-label="Results" className="py-1">
            {hits.map((hit) => (
              <li key={hit.page_order}>
                <button
                  type="button"
                  onClick={() => onChoose(hit)}
                  className="flex w-full cursor-pointer flex-col gap-1 px-5 py-3 text-left hover:bg-paper-deep sm:px-6"
                >
                  <span className="text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
                    Page {hit.page_order + 1}
                  </span>
                  {/* A space between the page and the snippet in the button's name. */}{" "}
                  <span className="font-serif text-[0.95rem] leading-snug text-ink">
                    <MarkedText parts={snippetParts(hit.snippet, hit.highlights)} />
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
        {search.hasNextPage && (
          <div className="px-5 pt-1 pb-5 sm:px-6">
            <button
              type="button"
              className={panelRetryClass}
              disabled={search.isFetchingNextPage}
              onClick={() => search.fetchNextPage()}
            >
              {search.isFetchingNextPage ? "Loading more…" : "More results"}
            </button>
          </div>
        )}
      </div>
    </ReaderSheet>
  );
}

function SearchStatus(props: {
  query: string;
  search: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  count: number;
  total: number;
}) {
  const { query, search, count, total } = props;
  if (query === "") return null;
  if (search.isError) {
    return (
      <PanelNotice>
        <p role="alert">{firstFieldMessage(search.error) ?? "The search failed."}</p>
        <button type="button" className={panelRetryClass} onClick={() => search.refetch()}>
          Try again
        </button>
      </PanelNotice>
    );
  }
  return (
    <PanelNotice>
      <p role="status">
        {search.isPending
          ? "Searching…"
          : total === 0
            ? `No page contains “${query}”.`
            : `${total} ${total === 1 ? "page contains" : "pages contain"} “${query}”${count < total ? `, ${count} shown` : ""}.`}
      </p>
    </PanelNotice>
  );
}

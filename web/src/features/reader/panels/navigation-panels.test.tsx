import type { BookSearchHit } from "@bindery/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../../test/fake-api";
import { bookSource } from "../pages/reader-source";
import ContentsPanel from "./ContentsPanel";
import SearchPanel from "./SearchPanel";

// jsdom lays nothing out; the panel scrolls the section on show into view.
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const closing = { onClose: vi.fn(), onCloseAutoFocus: vi.fn() };

describe("the contents panel", () => {
  it("lists the entries by level, marks the section on show, and opens an entry's page", async () => {
    fakeFetch(() =>
      json(200, {
        source: "headings",
        entries: [
          { title: "Part One", page_order: 0, level: 0 },
          { title: "The Stair", page_order: 3, block: 2, level: 1 },
          { title: "Part Two", page_order: 9, level: 0 },
        ],
      }),
    );
    const onGoTo = vi.fn();
    render(
      withQueries(
        <ContentsPanel source={bookSource("b1", false)} page={5} onGoTo={onGoTo} {...closing} />,
      ),
    );
    const stair = await screen.findByRole("button", { name: /^The Stair, page ?4$/ });
    expect(stair.getAttribute("aria-current")).toBe("location");
    expect(
      screen.getByRole("button", { name: /^Part Two, page ?10$/ }).getAttribute("aria-current"),
    ).toBeNull();
    // Deeper levels sit further in.
    expect(stair.style.paddingInlineStart).toBe("2.75rem");
    fireEvent.click(screen.getByRole("button", { name: /^Part Two, page ?10$/ }));
    expect(onGoTo).toHaveBeenCalledWith(9, undefined);
    // An entry below the top of its page opens its paragraph there.
    fireEvent.click(screen.getByRole("button", { name: /^The Stair, page ?4$/ }));
    expect(onGoTo).toHaveBeenLastCalledWith(3, 2);
    expect(closing.onClose).toHaveBeenCalled();
  });

  it("says when the contents could not be loaded, and tries again", async () => {
    let fail = true;
    const calls = fakeFetch(() =>
      fail
        ? json(500, { detail: "Server trouble." })
        : json(200, { source: "headings", entries: [] }),
    );
    render(
      withQueries(
        <ContentsPanel source={bookSource("b1", false)} page={0} onGoTo={vi.fn()} {...closing} />,
      ),
    );
    await screen.findByText("The contents could not be loaded.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("This book has no contents.");
    expect(calls.map((call) => call.url)).toEqual([
      "/api/v1/pdf_parser/books/b1/contents/",
      "/api/v1/pdf_parser/books/b1/contents/",
    ]);
  });
});

const hit = (page: number): BookSearchHit => ({
  page_order: page,
  page_number: page,
  snippet: `the <b>schooner</b> of page ${page + 1}`,
  highlights: [[7, 15]],
  words: ["schooner"],
  block: 0,
});

describe("the search panel", () => {
  function renderSearch(query: string, onChoose = vi.fn()) {
    const onSearch = vi.fn();
    render(
      withQueries(
        <SearchPanel
          source={bookSource("b1", true)}
          query={query}
          onSearch={onSearch}
          onChoose={onChoose}
          {...closing}
        />,
      ),
    );
    return { onSearch };
  }

  it("refuses an empty search without asking, and hands a query on", () => {
    const calls = fakeFetch(() => json(200, { results: [], total: 0 }));
    const { onSearch } = renderSearch("");
    const form = screen.getByLabelText("Search this book").closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    expect(screen.getByRole("alert").textContent).toBe("Please enter something to search for.");
    fireEvent.change(screen.getByLabelText("Search this book"), { target: { value: "  keeper " } });
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledWith("keeper");
    expect(calls).toEqual([]);
  });

  it("lists hits with their page and marked snippet as text, pages on, and opens a hit", async () => {
    const calls = fakeFetch(({ url }) => {
      const start = Number(new URL(url, "http://x").searchParams.get("start"));
      return start === 0
        ? json(200, { results: Array.from({ length: 20 }, (_, i) => hit(i)), total: 21 })
        : json(200, { results: [hit(20)], total: 21 });
    });
    const onChoose = vi.fn();
    renderSearch("schooner", onChoose);
    await screen.findByText("21 pages contain “schooner”, 20 shown.");
    const first = screen.getByRole("button", { name: /^Page 1 / });
    // The snippet's markup-like text stays text; the highlight is a <mark>.
    expect(first.querySelector("mark")?.textContent).toBe("schooner");
    expect(first.textContent).toContain("<b>");
    fireEvent.click(screen.getByRole("button", { name: "More results" }));
    await screen.findByRole("button", { name: /^Page 21 / });
    expect(screen.queryByRole("button", { name: "More results" })).toBeNull();
    expect(calls.map((call) => new URL(call.url, "http://x").search)).toEqual([
      "?q=schooner&start=0&end=19",
      "?q=schooner&start=20&end=39",
    ]);
    fireEvent.click(screen.getByRole("button", { name: /^Page 21 / }));
    expect(onChoose).toHaveBeenCalledWith(hit(20));
  });

  it("shows the server's message for a search it refuses", async () => {
    fakeFetch(() => json(400, { q: ["The search must not be more than 200 characters."] }));
    renderSearch("x");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The search must not be more than 200 characters.",
      ),
    );
  });
});

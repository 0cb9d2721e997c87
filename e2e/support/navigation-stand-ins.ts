import type { Page } from "playwright-core";
import { type ApiPage, fetchBook } from "./books-api.js";

/**
 * The book's contents and in-book search (`…/books/{id}/contents/` and `…/search/`) as the
 * tests expect them. The server side of these endpoints is built on another branch: until
 * it is merged, `navigationAnswers` answers them in the browser from the book's own
 * pages (headings as contents, a plain word search), so the reader's panels can be driven.
 * Once the real server answers, it stands aside and the tests run against the server.
 */

export interface ContentsEntry {
  title: string;
  page_order: number;
  level: number;
}

export interface SearchHit {
  page_order: number;
  page_number: number;
  snippet: string;
  highlights: Array<[number, number]>;
  words: string[];
}

export interface NavigationAnswers {
  /** True when the browser is answered by the stand-ins, not the server. */
  standingIn: boolean;
  contents(): Promise<ContentsEntry[]>;
  search(query: string): Promise<{ results: SearchHit[]; total: number }>;
}

const HEADING = "# ";
const SNIPPET_RADIUS = 60;

async function allPages(baseUrl: string, bookId: string, token?: string): Promise<ApiPage[]> {
  const pages: ApiPage[] = [];
  for (let start = 0; ; start += 200) {
    const answer = await fetchBook(baseUrl, bookId, { start, end: start + 199 }, token);
    pages.push(...answer.pages);
    if (start + 200 >= answer.book.bindery_pages_count) return pages;
  }
}

function headings(pages: ApiPage[]): ContentsEntry[] {
  return pages.flatMap((page) =>
    page.page_content
      .split("\n\n")
      .filter((paragraph) => paragraph.startsWith(HEADING))
      .map((paragraph) => ({
        title: paragraph.slice(HEADING.length),
        page_order: page.page_order,
        level: 0,
      })),
  );
}

function wordSearch(pages: ApiPage[], query: string): SearchHit[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits: SearchHit[] = [];
  for (const page of pages) {
    const text = page.page_content.replaceAll(/(^|\n\n)# /g, "$1").replaceAll("\n\n", " ");
    const found = terms.map((term) => {
      const match = new RegExp(`(?<![\\p{L}\\p{N}])${term}(?![\\p{L}\\p{N}])`, "iu").exec(text);
      return match ? { index: match.index, word: match[0] } : null;
    });
    if (found.some((match) => match === null)) continue;
    const matches = found as Array<{ index: number; word: string }>;
    const first = Math.min(...matches.map((match) => match.index));
    const from = Math.max(0, first - SNIPPET_RADIUS);
    const snippet = text.slice(from, first + SNIPPET_RADIUS * 2);
    hits.push({
      page_order: page.page_order,
      page_number: 0,
      snippet,
      highlights: matches
        .map((match): [number, number] => [
          match.index - from,
          match.index - from + match.word.length,
        ])
        .filter(([, end]) => end <= snippet.length),
      words: [...new Set(matches.map((match) => match.word))],
    });
  }
  return hits;
}

/**
 * The contents and search answers for `bookId`, from the server when it has the endpoints,
 * else from stand-ins installed on `page` (a route answering the browser's requests).
 */
export async function navigationAnswers(
  page: Page,
  baseUrl: string,
  bookId: string,
  token?: string,
): Promise<NavigationAnswers> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const base = `${baseUrl}/api/v1/pdf_parser/books/${bookId}`;
  const probe = await fetch(`${base}/contents/`, { headers });
  const probed = probe.ok ? ((await probe.json()) as { entries?: unknown }) : null;
  if (probed && Array.isArray(probed.entries)) {
    return {
      standingIn: false,
      contents: async () => probed.entries as ContentsEntry[],
      search: async (query) => {
        const answer = await fetch(
          `${base}/search/?q=${encodeURIComponent(query)}&start=0&end=99`,
          {
            headers,
          },
        );
        return (await answer.json()) as { results: SearchHit[]; total: number };
      },
    };
  }

  const pages = await allPages(baseUrl, bookId, token);
  await page.route(`**/api/v1/pdf_parser/books/${bookId}/contents/`, (route) =>
    route.fulfill({ json: { source: "headings", entries: headings(pages) } }),
  );
  await page.route(`**/api/v1/pdf_parser/books/${bookId}/search/**`, (route) => {
    const url = new URL(route.request().url());
    const hits = wordSearch(pages, url.searchParams.get("q") ?? "");
    const start = Number(url.searchParams.get("start") ?? 0);
    const end = Number(url.searchParams.get("end") ?? start + 19);
    return route.fulfill({
      json: { results: hits.slice(start, end + 1), total: hits.length },
    });
  });
  return {
    standingIn: true,
    contents: async () => headings(pages),
    search: async (query) => {
      const hits = wordSearch(pages, query);
      return { results: hits, total: hits.length };
    },
  };
}

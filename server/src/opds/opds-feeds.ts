import {
  API_BASE,
  displayTitle,
  EPUB_MEDIA_TYPE,
  OPDS_V1_CATALOG_PATH,
  OPDS_V2_CATALOG_PATH,
  routePath,
  routes,
  usableMetadata,
} from "@bindery/contract";
import type { CatalogOrder } from "../books/book-lists.repo.js";
import type { BookRow } from "../books/books.repo.js";

/** Books per page of a catalog feed. */
export const OPDS_PAGE_SIZE = 25;

export const OPDS_V2_TYPE = "application/opds+json";
export const OPDS_V2_PUBLICATION_TYPE = "application/opds-publication+json";
export const ATOM_NAVIGATION = "application/atom+xml;profile=opds-catalog;kind=navigation";
export const ATOM_ACQUISITION = "application/atom+xml;profile=opds-catalog;kind=acquisition";
export const OPENSEARCH_TYPE = "application/opensearchdescription+xml";

/** The feeds' paths, from the site's root (the catalogs' own are in the contract). */
export const opdsPaths = {
  v2: {
    catalog: OPDS_V2_CATALOG_PATH,
    books: "/opds/v2/books",
    mine: "/opds/v2/my-books",
  },
  v1: {
    catalog: OPDS_V1_CATALOG_PATH,
    books: "/opds/v1.2/books",
    mine: "/opds/v1.2/my-books",
    opensearch: "/opds/v1.2/opensearch.xml",
  },
  cover: (bookId: string, size: "cover" | "thumbnail") =>
    `/opds/covers/${encodeURIComponent(bookId)}/${size}.jpg`,
};

export const epubHref = (bookId: string) =>
  API_BASE + routePath(routes.exportBookEpub.path, { book_id: bookId });

/** A list a feed shows: which books, in which order, which page, what was searched. */
export interface FeedRequest {
  scope: "public" | "mine";
  order: CatalogOrder;
  page: number;
  query?: string;
}

export interface FeedPage {
  request: FeedRequest;
  rows: BookRow[];
  total: number;
}

const ORDER_TITLES: Record<CatalogOrder, string> = {
  new: "New books",
  title: "By title",
  author: "By author",
};
const ORDER_DESCRIPTIONS: Record<CatalogOrder, string> = {
  new: "The newest books in Bindery's public catalog first",
  title: "The public catalog from A to Z by title",
  author: "The public catalog from A to Z by author",
};
const ORDER_RELS: Record<CatalogOrder, string> = {
  new: "http://opds-spec.org/sort/new",
  title: "subsection",
  author: "subsection",
};
export const CATALOG_ORDERS: readonly CatalogOrder[] = ["new", "title", "author"];

/** A feed page's address, its query in a fixed order so each page has one. */
export function feedHref(base: string, request: Omit<FeedRequest, "scope">): string {
  const params = new URLSearchParams();
  params.set("order", request.order);
  if (request.query) params.set("query", request.query);
  if (request.page > 1) params.set("page", String(request.page));
  return `${base}?${params}`;
}

export const lastPageOf = (total: number) => Math.max(1, Math.ceil(total / OPDS_PAGE_SIZE));

/** What a feed page is called, as the reading app heads it. */
export function feedTitle(request: FeedRequest): string {
  const what = request.scope === "mine" ? "My books" : ORDER_TITLES[request.order];
  const searched = request.query ? `${what}: “${request.query}”` : what;
  return request.page > 1 ? `${searched} (page ${request.page})` : searched;
}

export const titleOf = (row: BookRow) =>
  row.is_public_domain === 1 ? displayTitle(row.title, row.language) : row.title;

/** The paging links of a feed page: first, previous, next, last, where they lead somewhere. */
export function pagingLinks(
  base: string,
  page: FeedPage,
): { rel: "first" | "previous" | "next" | "last"; href: string }[] {
  const { request, total } = page;
  const last = lastPageOf(total);
  const at = (number: number) => feedHref(base, { ...request, page: number });
  const links: { rel: "first" | "previous" | "next" | "last"; href: string }[] = [];
  if (request.page > 1)
    links.push({ rel: "first", href: at(1) }, { rel: "previous", href: at(request.page - 1) });
  if (request.page < last)
    links.push({ rel: "next", href: at(request.page + 1) }, { rel: "last", href: at(last) });
  return links;
}

export const orderEntries = CATALOG_ORDERS.map((order) => ({
  order,
  title: ORDER_TITLES[order],
  description: ORDER_DESCRIPTIONS[order],
  rel: ORDER_RELS[order],
}));

export const MY_BOOKS_ENTRY = {
  title: "My books",
  description: "Your own books: sign in with your e-mail address and an app password",
};

/** The acquisition relation: the public catalog is free to all; a member's books are theirs. */
export const acquisitionRel = (row: BookRow) =>
  row.is_public_domain === 1
    ? "http://opds-spec.org/acquisition/open-access"
    : "http://opds-spec.org/acquisition";

export const bookMeta = (row: BookRow) => ({
  title: titleOf(row),
  author: usableMetadata(row.author),
  language:
    row.language && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(row.language) ? row.language : null,
  description: row.description.trim() || null,
  updated: new Date(Number(row.updated_at)).toISOString(),
  published: new Date(Number(row.created_at)).toISOString(),
});

export { EPUB_MEDIA_TYPE };

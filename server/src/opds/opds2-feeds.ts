import type { BookRow } from "../books/books.repo.js";
import {
  acquisitionRel,
  bookMeta,
  EPUB_MEDIA_TYPE,
  epubHref,
  type FeedPage,
  feedHref,
  feedTitle,
  MY_BOOKS_ENTRY,
  OPDS_PAGE_SIZE,
  OPDS_V2_TYPE,
  opdsPaths,
  orderEntries,
  pagingLinks,
} from "./opds-feeds.js";

const paths = opdsPaths.v2;

interface Link {
  href: string;
  type?: string;
  rel?: string;
  title?: string;
  templated?: boolean;
}

/** Links every OPDS 2 feed carries: itself, the start and the search template. */
function commonLinks(self: string): Link[] {
  return [
    { rel: "self", href: self, type: OPDS_V2_TYPE },
    { rel: "start", href: paths.catalog, type: OPDS_V2_TYPE },
    { rel: "search", href: `${paths.books}{?query}`, type: OPDS_V2_TYPE, templated: true },
  ];
}

/** The catalog's start: a navigation feed to the lists (and the member's own books). */
export function navigationFeed(): object {
  return {
    metadata: { title: "Bindery" },
    links: commonLinks(paths.catalog),
    navigation: [
      ...orderEntries.map((entry) => ({
        href: feedHref(paths.books, { order: entry.order, page: 1 }),
        title: entry.title,
        type: OPDS_V2_TYPE,
        rel: entry.rel,
      })),
      {
        href: feedHref(paths.mine, { order: "new", page: 1 }),
        title: MY_BOOKS_ENTRY.title,
        type: OPDS_V2_TYPE,
      },
    ],
  };
}

function publication(row: BookRow): object {
  const meta = bookMeta(row);
  return {
    metadata: {
      "@type": "http://schema.org/Book",
      title: meta.title,
      identifier: `urn:uuid:${row.id}`,
      ...(meta.author ? { author: { name: meta.author } } : {}),
      ...(meta.language ? { language: meta.language } : {}),
      ...(meta.description ? { description: meta.description } : {}),
      modified: meta.updated,
      published: meta.published,
      ...(row.bindery_pages_count > 0 ? { numberOfPages: row.bindery_pages_count } : {}),
    },
    links: [{ rel: acquisitionRel(row), href: epubHref(row.id), type: EPUB_MEDIA_TYPE }],
    images: row.cover_key
      ? [
          { href: opdsPaths.cover(row.id, "cover"), type: "image/jpeg" },
          {
            href: opdsPaths.cover(row.id, "thumbnail"),
            type: "image/jpeg",
            rel: "http://opds-spec.org/image/thumbnail",
          },
        ]
      : undefined,
  };
}

/** A page of books, with paging links; an empty page leads back to the catalog. */
export function publicationsFeed(page: FeedPage): object {
  const base = page.request.scope === "mine" ? paths.mine : paths.books;
  const self = feedHref(base, page.request);
  const list =
    page.rows.length > 0
      ? { publications: page.rows.map(publication) }
      : {
          navigation: [
            {
              href: paths.catalog,
              title: "No books here: back to the catalog",
              type: OPDS_V2_TYPE,
            },
          ],
        };
  return {
    metadata: {
      title: feedTitle(page.request),
      numberOfItems: page.total,
      itemsPerPage: OPDS_PAGE_SIZE,
      currentPage: page.request.page,
    },
    links: [
      ...commonLinks(self),
      ...pagingLinks(base, page).map((link) => ({ ...link, type: OPDS_V2_TYPE })),
    ],
    ...list,
  };
}

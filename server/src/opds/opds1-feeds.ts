import { xmlText } from "../book-export/epub-document.js";
import type { BookRow } from "../books/books.repo.js";
import {
  ATOM_ACQUISITION,
  ATOM_NAVIGATION,
  acquisitionRel,
  bookMeta,
  EPUB_MEDIA_TYPE,
  epubHref,
  type FeedPage,
  feedHref,
  feedTitle,
  MY_BOOKS_ENTRY,
  OPDS_PAGE_SIZE,
  OPENSEARCH_TYPE,
  opdsPaths,
  orderEntries,
  pagingLinks,
} from "./opds-feeds.js";

const paths = opdsPaths.v1;

const NAMESPACES =
  'xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/terms/" xmlns:opds="http://opds-spec.org/2010/catalog" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/"';

const link = (rel: string, href: string, type: string, title?: string) =>
  `<link rel="${xmlText(rel)}" href="${xmlText(href)}" type="${xmlText(type)}"${title ? ` title="${xmlText(title)}"` : ""}/>`;

function feed(options: {
  id: string;
  title: string;
  self: string;
  selfType: string;
  updated: string;
  extra?: string[];
  entries: string[];
}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed ${NAMESPACES}>
<id>${xmlText(options.id)}</id>
<title>${xmlText(options.title)}</title>
<updated>${options.updated}</updated>
<author><name>Bindery</name></author>
${link("self", options.self, options.selfType)}
${link("start", paths.catalog, ATOM_NAVIGATION)}
${link("search", paths.opensearch, OPENSEARCH_TYPE, "Search the catalog")}
${(options.extra ?? []).join("\n")}
${options.entries.join("\n")}
</feed>
`;
}

/** The catalog's start: a navigation feed to the lists and the member's own books. */
export function navigationFeed(updated: string): string {
  const entries = [
    ...orderEntries.map((entry) => ({
      id: `urn:bindery:opds:${entry.order}`,
      title: entry.title,
      description: entry.description,
      href: feedHref(paths.books, { order: entry.order, page: 1 }),
      rel: entry.rel,
    })),
    {
      id: "urn:bindery:opds:my-books",
      title: MY_BOOKS_ENTRY.title,
      description: MY_BOOKS_ENTRY.description,
      href: feedHref(paths.mine, { order: "new", page: 1 }),
      rel: "subsection",
    },
  ].map(
    (entry) => `<entry>
<title>${xmlText(entry.title)}</title>
<id>${entry.id}</id>
<updated>${updated}</updated>
<content type="text">${xmlText(entry.description)}</content>
${link(entry.rel, entry.href, ATOM_ACQUISITION)}
</entry>`,
  );
  return feed({
    id: "urn:bindery:opds:catalog",
    title: "Bindery",
    self: paths.catalog,
    selfType: ATOM_NAVIGATION,
    updated,
    entries,
  });
}

function entry(row: BookRow): string {
  const meta = bookMeta(row);
  const lines = [
    `<title>${xmlText(meta.title)}</title>`,
    `<id>urn:uuid:${row.id}</id>`,
    `<updated>${meta.updated}</updated>`,
    `<published>${meta.published}</published>`,
  ];
  if (meta.author) lines.push(`<author><name>${xmlText(meta.author)}</name></author>`);
  if (meta.language) lines.push(`<dc:language>${xmlText(meta.language)}</dc:language>`);
  if (meta.description) lines.push(`<summary type="text">${xmlText(meta.description)}</summary>`);
  if (row.cover_key) {
    lines.push(link("http://opds-spec.org/image", opdsPaths.cover(row.id, "cover"), "image/jpeg"));
    lines.push(
      link(
        "http://opds-spec.org/image/thumbnail",
        opdsPaths.cover(row.id, "thumbnail"),
        "image/jpeg",
      ),
    );
  }
  lines.push(link(acquisitionRel(row), epubHref(row.id), EPUB_MEDIA_TYPE));
  return `<entry>\n${lines.join("\n")}\n</entry>`;
}

/** A page of books as an acquisition feed, with OpenSearch counts and paging links. */
export function acquisitionFeed(page: FeedPage, updated: string): string {
  const base = page.request.scope === "mine" ? paths.mine : paths.books;
  const self = feedHref(base, page.request);
  const extra = [
    ...pagingLinks(base, page).map((paging) => link(paging.rel, paging.href, ATOM_ACQUISITION)),
    `<opensearch:totalResults>${page.total}</opensearch:totalResults>`,
    `<opensearch:itemsPerPage>${OPDS_PAGE_SIZE}</opensearch:itemsPerPage>`,
    `<opensearch:startIndex>${(page.request.page - 1) * OPDS_PAGE_SIZE + 1}</opensearch:startIndex>`,
  ];
  return feed({
    id: `urn:bindery:opds:${page.request.scope}:${page.request.order}:${page.request.page}${page.request.query ? `:${encodeURIComponent(page.request.query)}` : ""}`,
    title: feedTitle(page.request),
    self,
    selfType: ATOM_ACQUISITION,
    updated,
    extra,
    entries: page.rows.map(entry),
  });
}

/** The OpenSearch description reading apps fill in to search the public catalog. */
export function openSearchDescription(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
<ShortName>Bindery</ShortName>
<Description>Search Bindery's public catalog by title or author</Description>
<InputEncoding>UTF-8</InputEncoding>
<OutputEncoding>UTF-8</OutputEncoding>
<Url type="${ATOM_ACQUISITION}" template="${xmlText(`${paths.books}?order=title&query=`)}{searchTerms}"/>
</OpenSearchDescription>
`;
}

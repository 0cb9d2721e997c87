import { type Book, type Page, READER_CHUNK_PAGES } from "@bindery/contract";
import { useEffect, useState } from "react";
import { imageAlts, parseVisualContent } from "../flip/visual-content";
import { bookChunkQuery } from "./reader-api";
import type { ReaderSource } from "./reader-source";
import { useChunks } from "./use-chunks";

/** A page as the reader draws it, its images read whatever form they came in. */
export interface ReaderPage extends Omit<Page, "visual_content" | "visual_alt"> {
  images: string[];
  /** Each image's alternative text ("" for none), in the order of images. */
  alts: string[];
}

export type PageState =
  | { state: "ready"; page: ReaderPage }
  | { state: "loading" }
  | { state: "error" }
  /** Past the end, or not made yet by a conversion still running. */
  | { state: "missing" };

/** A page of an API answer as the reader draws it. */
export function toReaderPage(page: Page): ReaderPage {
  const { visual_content, visual_alt, ...rest } = page;
  const images = parseVisualContent(visual_content);
  return { ...rest, images, alts: imageAlts(visual_content, visual_alt, images) };
}

/** While a book converts, the chunk holding its last pages is asked for again this often. */
const CONVERTING_REFRESH_MS = 5000;

/**
 * The book's pages around the reader's position, fetched in chunks of 20 (pages 0-19
 * first when the book opens at its start) and ahead of the reader as it goes on.
 */
export function useBookPages(source: ReaderSource, position: number, enabled: boolean) {
  const [book, setBook] = useState<Book | null>(null);
  const chunks = useChunks({
    query: (chunk) => bookChunkQuery(source, chunk),
    position,
    count: book?.bindery_pages_count ?? null,
    enabled,
    refetchInterval: (data) =>
      data?.book.status === "converting" && data.pages.length < READER_CHUNK_PAGES
        ? CONVERTING_REFRESH_MS
        : false,
  });
  const latestBook = chunks.latest?.book ?? null;

  useEffect(() => {
    if (latestBook) setBook(latestBook);
  }, [latestBook]);

  const pageAt = (index: number): PageState => {
    const chunk = chunks.stateAt(index);
    if (chunk.state === "loading") return { state: "loading" };
    if (chunk.state === "error") return { state: "error" };
    const page = chunk.data.pages.find((candidate) => candidate.page_order === index);
    if (!page) return { state: "missing" };
    return { state: "ready", page: toReaderPage(page) };
  };

  return { book: latestBook ?? book, pageAt, chunkState: chunks.chunkState };
}

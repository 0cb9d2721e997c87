import { mkdir } from "node:fs/promises";
import { displayTitle, titleFromFileName } from "@bindery/contract/book-titles";
import { type BookContents, contentsOrHeadings } from "../contents/book-contents.js";
import { writeGeneratedCover } from "../cover/generated-cover.js";
import { ConversionError, conversionMessages } from "../errors.js";
import { fileNameOf, readBookBytes } from "../import/book-source.js";
import { PageWriter } from "../import/page-writer.js";
import { DEFAULT_MAX_BYTES } from "../pdf/source.js";
import { risingProgress } from "../progress.js";
import { guessLanguage } from "../text/language.js";
import type { BookPage, ConvertResult, ImportOptions } from "../types.js";
import { EpubArchive } from "./archive.js";
import { type ContentItem, readContentDocument } from "./content-document.js";
import { withoutGutenbergLicence } from "./gutenberg-licence.js";
import { EpubImages } from "./images.js";
import { type NavigationEntry, readNavigation } from "./navigation.js";
import { type EpubPackage, readPackage } from "./package-document.js";

/** Images of one document encoded at once: SVG rendering is the slow part of some books. */
const IMAGE_CONCURRENCY = 2;

/**
 * Imports an EPUB 2 or 3 book: its content documents in spine order, each chapter on a new
 * page, headings kept as headings, images kept (as WebP), title, author and language
 * from the package metadata, its cover image (or a generated cover). The "original
 * pages" are its spine documents: page_number tells which document a book page is from.
 */
export async function convertEpub(
  input: string | Uint8Array,
  options: ImportOptions,
): Promise<ConvertResult> {
  const bytes = await readBookBytes(input, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const { archive, book } = openEpub(bytes);
  await mkdir(`${options.outDir}/images`, { recursive: true });
  const images = new EpubImages(archive, options.outDir);
  const documents = withoutGutenbergLicence(
    book.spine.map((path) => {
      const markup = archive.readText(path);
      return markup === null ? [] : readContentDocument(markup, path);
    }),
  );

  const writer = new PageWriter(options);
  const sample: string[] = [];
  // Sections are no PDF pages: the percentage alone.
  const progress = risingProgress((percent) => options.onProgress?.(percent));
  // Where each document and each element id a link may name begins (page_order).
  const starts = new Map<string, number>();
  for (const [index, items] of documents.entries()) {
    const sourcePage = index + 1;
    const path = book.spine[index] as string;
    await writeImages(images, items);
    // A document that opens with a heading or a picture is a chapter or a plate: new page.
    const first = items[0];
    if (first && first.kind !== "paragraph") await writer.add({ kind: "page-break", sourcePage });
    let previous: ContentItem | null = null;
    for (const item of items) {
      let start: number | null = null;
      if (item.kind === "image") {
        const image = await images.write(item.path);
        if (image) start = await writer.add({ kind: "image", image, sourcePage });
      } else {
        if (item.kind === "heading" && item.level <= 2 && previous && previous.kind !== "heading") {
          await writer.add({ kind: "page-break", sourcePage });
        }
        if (sample.length < 200) sample.push(item.text);
        start = await writer.add({ kind: item.kind, text: item.text, sourcePage });
      }
      if (start !== null) {
        if (!starts.has(path)) starts.set(path, start);
        for (const id of item.ids ?? []) starts.set(`${path}#${id}`, start);
      }
      previous = item;
    }
    progress(index + 1, documents.length);
  }
  const pages = await writer.finish();
  if (pages.length === 0) throw new ConversionError("empty", conversionMessages.empty);

  const fileName = fileNameOf(input, options.fileName);
  const language = book.language ?? guessLanguage(sample.join(" "));
  const title = displayTitle(
    book.title ?? (fileName ? titleFromFileName(fileName) : null) ?? "Untitled",
    language,
  );
  const cover =
    (book.cover ? await images.writeCover(book.cover) : null) ??
    (await writeGeneratedCover(options.outDir, { title, author: book.author }));
  return {
    title,
    author: book.author,
    language,
    ...(book.pageProgression ? { declaredDirection: book.pageProgression } : {}),
    originalPagesCount: documents.length,
    pages,
    snapshots: [],
    cover,
    contents: navigationContents(readNavigation(archive, book), book.spine, starts, pages),
  };
}

/**
 * The navigation's entries on the pages their targets begin on: the anchor's element,
 * else its document; a document that made no page (an empty one, the licence) opens
 * on the next document's first page.
 */
function navigationContents(
  navigation: NavigationEntry[],
  spine: string[],
  starts: Map<string, number>,
  pages: BookPage[],
): BookContents {
  const documentStart = (path: string) => {
    const index = spine.indexOf(path);
    if (index < 0) return undefined;
    for (const later of spine.slice(index)) {
      const start = starts.get(later);
      if (start !== undefined) return start;
    }
    return pages.length - 1;
  };
  const entries = navigation.flatMap((entry) => {
    const page =
      (entry.anchor ? starts.get(`${entry.path}#${entry.anchor}`) : undefined) ??
      documentStart(entry.path);
    return page === undefined ? [] : [{ title: entry.title, page_order: page, level: entry.level }];
  });
  return contentsOrHeadings("navigation", entries, pages);
}

/** The archive and its package document; a damaged file fails with a message a user can read. */
export function openEpub(bytes: Uint8Array): { archive: EpubArchive; book: EpubPackage } {
  try {
    const archive = EpubArchive.open(bytes);
    return { archive, book: readPackage(archive) };
  } catch (cause) {
    throw new ConversionError("broken", conversionMessages.brokenEpub, { cause });
  }
}

/** Encodes a document's images ahead of laying it out, a few at a time. */
async function writeImages(images: EpubImages, items: ContentItem[]): Promise<void> {
  const paths = items.flatMap((item) => (item.kind === "image" ? [item.path] : []));
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await images.write(paths[next++] as string);
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
}

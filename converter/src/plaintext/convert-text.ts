import { mkdir } from "node:fs/promises";
import { displayTitle, titleFromFileName } from "@bindery/contract/book-titles";
import { headingContents } from "../contents/book-contents.js";
import { writeGeneratedCover } from "../cover/generated-cover.js";
import { ConversionError, conversionMessages } from "../errors.js";
import { fileNameOf, readBookBytes } from "../import/book-source.js";
import { PageWriter } from "../import/page-writer.js";
import { DEFAULT_MAX_BYTES } from "../pdf/source.js";
import { risingProgress } from "../progress.js";
import { guessLanguage } from "../text/language.js";
import type { ConvertResult, ImportOptions } from "../types.js";
import { splitBlocks } from "./blocks.js";
import { decodeText, looksLikeText } from "./decode.js";
import { readFrontMatter } from "./front-matter.js";
import { unwrapGutenberg } from "./gutenberg.js";
import { textStructure } from "./structure.js";

/**
 * Imports a plain-text book (Project Gutenberg's .txt above all): the licence header and
 * footer go, chapters are found and start new pages, paragraphs are rebuilt from the
 * hard-wrapped lines, and the pages are laid out by the same engine as converted PDFs.
 * The book gets a generated cover. Its "original pages" are its sections (front matter,
 * then one per chapter): page_number tells which section a book page is in. A text has
 * no page images, so there are no snapshots.
 */
export async function convertText(
  input: string | Uint8Array,
  options: ImportOptions,
): Promise<ConvertResult> {
  const bytes = await readBookBytes(input, options.maxBytes ?? DEFAULT_MAX_BYTES);
  if (!looksLikeText(bytes))
    throw new ConversionError("unsupported", conversionMessages.unsupported);
  const { body, header } = unwrapGutenberg(decodeText(bytes));
  const blocks = splitBlocks(body);
  const front = readFrontMatter(blocks);
  const fileName = fileNameOf(input, options.fileName);
  const language = header?.language ?? guessLanguage(body.slice(0, 100_000));
  const title = displayTitle(
    header?.title ?? front.title ?? (fileName ? titleFromFileName(fileName) : null) ?? "Untitled",
    language,
  );
  const author = header?.author ?? front.author;

  const items = textStructure(blocks, title);
  await mkdir(options.outDir, { recursive: true });
  const writer = new PageWriter(options);
  let section = 1;
  let sectionHasText = false;
  // Sections are no PDF pages: the percentage alone.
  const progress = risingProgress((percent) => options.onProgress?.(percent));
  for (const [index, item] of items.entries()) {
    if (item.kind === "chapter") {
      if (sectionHasText) section++;
      sectionHasText = false;
      await writer.add({ kind: "page-break", sourcePage: section });
    } else {
      sectionHasText = true;
      await writer.add({ kind: item.kind, text: item.text, sourcePage: section });
    }
    progress(index + 1, items.length);
  }
  const pages = await writer.finish();
  if (pages.length === 0) throw new ConversionError("empty", conversionMessages.empty);
  return {
    title,
    author,
    language,
    originalPagesCount: section,
    pages,
    snapshots: [],
    cover: await writeGeneratedCover(options.outDir, { title, author }),
    contents: headingContents(pages),
  };
}

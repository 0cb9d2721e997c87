import { rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { displayTitle } from "@bindery/contract/book-titles";
import { defaultConcurrency } from "../concurrency.js";
import { firstHeadingTitle } from "../contents/first-heading-title.js";
import { outlineContents } from "../contents/outline-contents.js";
import { ConversionError, conversionMessages } from "../errors.js";
import { ocrEngines } from "../ocr/engines.js";
import { COVER_LONG_SIDE } from "../pdf/image-sizes.js";
import { createOutputFolders, outputFiles } from "../pdf/output-files.js";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_PAGES, readPdfSource } from "../pdf/source.js";
import { risingProgress } from "../progress.js";
import { stepsAhead } from "../steps-ahead.js";
import type { ExtractedPage } from "../text/extracted-page.js";
import type {
  BookPage,
  ConvertOptions,
  ConvertResult,
  PageSnapshot,
  RecognisedPage,
} from "../types.js";
import { compileMupdf } from "./mupdf-module.js";
import { type ExtractorSettings, ocrPageCounter, type PageExtractor } from "./page-extractor.js";
import { pageWorkersLoaded, startPageWorkersAhead, WorkerExtractor } from "./worker-extractor.js";

/**
 * Pages being read ahead of the one the book is waiting for, per worker. Far enough that
 * while one worker spends a third of a second on a page (a scanned figure of 90
 * megapixels to decode), the others go on with the pages after it; a page read ahead
 * holds only its text, its images being written as it is read.
 */
const READ_AHEAD_PER_WORKER = 64;
/**
 * OCR time each page worker may spend on one conversion: half the default time limit of
 * an isolated conversion (10 minutes), so that a long scan becomes a book of its first
 * pages' text and the rest's snapshots rather than a conversion stopped for taking too long.
 */
const OCR_BUDGET_MS = 5 * 60 * 1000;
/** Images (of a few MB of pixels each) that may wait to be encoded in the background. */
const IMAGE_BACKLOG = 24;
/**
 * The longest this thread lays pages out without looking at its messages. After a page
 * that took long, the pages read ahead behind it are laid out back to back; meanwhile the
 * page workers' messages wait, so they finish the pages in hand and idle until they are
 * handed more. Yielding this often keeps them fed (freeculture.pdf: about 2% faster).
 */
const LAYOUT_SLICE_MS = 10;

/**
 * Loads ahead what convertPdf loads on demand (the page workers with MuPDF, the image
 * encoder, the layout and its fonts, the English word list) and learns the widths of
 * common text, for a process that starts before its PDF arrives (a spare converter
 * process). The OCR engines are not: they cost seconds of CPU and tens of MB each, which
 * a spare warming beside a conversion took from it, and most PDFs have no scanned page;
 * the first scan starts them.
 *
 * The page workers load on threads of their own, the longest part: they are started
 * first, as this thread's own loading would hold up their start by as long as it takes.
 * This thread's part (the fonts, the word list, then learning the common widths: a few
 * tenths of a second) stops once `aheadOfNeed` says a conversion is waiting: the page
 * workers then start on the PDF while this thread would still be loading, and the
 * conversion goes on with the rest while it waits for their first page (an upload taking a
 * spare that is still loading).
 */
export async function prepareConversion(
  concurrency = defaultConcurrency(),
  aheadOfNeed: () => boolean = () => true,
): Promise<void> {
  if (concurrency > 1) await startPageWorkersAhead(concurrency);
  await Promise.all([
    concurrency > 1 ? pageWorkersLoaded() : compileMupdf(),
    import("../output/image-writer.js"),
    import("./book-assembler.js"),
    loadLayoutAhead(aheadOfNeed),
  ]);
}

/**
 * This thread's share of loading ahead: fontkit and the fonts, the English word list (most
 * books are English, see BookLexicon), then the common widths. Each step is synchronous
 * work of a tenth of a second or so, so they run one at a time (stepsAhead), and a
 * conversion that arrives meanwhile hands its PDF to the page workers before the next.
 */
async function loadLayoutAhead(aheadOfNeed: () => boolean): Promise<void> {
  const [{ literataMeasurer }, { englishWords }] = await Promise.all([
    import("../layout/measure.js"),
    import("../text/english-words.js"),
  ]);
  const measurer = literataMeasurer();
  await stepsAhead([...measurer.preloadSteps(), () => void englishWords()], aheadOfNeed);
  await measurer.learnCommonPairs(aheadOfNeed);
}

/** OCR is on unless the operator's environment says `OCR=off`. */
function ocrByDefault(): boolean {
  return process.env.OCR !== "off";
}

/**
 * Converts a PDF into a book: pages are read (in parallel when concurrency > 1), turned
 * into paragraphs and laid out in order, and handed to onPages as soon as they are final.
 * Images go to options.outDir. Fails with a ConversionError a user can read.
 */
export async function convertPdf(
  input: string | Uint8Array,
  options: ConvertOptions,
): Promise<ConvertResult> {
  const { outDir, signal } = options;
  throwIfAborted(signal);
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultConcurrency()));
  // Compiling MuPDF for the page workers overlaps with reading the file.
  if (concurrency > 1) void compileMupdf().catch(() => {});
  const bytes = await readPdfSource(input, options.maxBytes ?? DEFAULT_MAX_BYTES);
  await createOutputFolders(outDir);
  const extractor = await createExtractor(
    {
      bytes,
      password: options.password,
      maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
      sampleFontSizes: true,
      outDir,
      imageBacklog: IMAGE_BACKLOG,
      ocr: options.ocr ?? ocrByDefault(),
      ocrBudgetMs: OCR_BUDGET_MS,
      ocrPagesLeft:
        options.ocrPageLimit === undefined ? null : ocrPageCounter(options.ocrPageLimit),
      unpackLimitMb: options.unpackLimitMb ?? null,
    },
    concurrency,
  );
  const stop = () => void extractor.close();
  signal?.addEventListener("abort", stop, { once: true });
  const releaseOcrEngines = ocrEngines.use();
  let readToTheEnd = false;
  try {
    const result = await readBook(extractor, concurrency, options);
    readToTheEnd = true;
    return result;
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal);
    throw error;
  } finally {
    signal?.removeEventListener("abort", stop);
    await extractor.close(readToTheEnd);
    await releaseOcrEngines();
  }
}

async function readBook(
  extractor: PageExtractor,
  concurrency: number,
  options: ConvertOptions,
): Promise<ConvertResult> {
  const { outDir, signal } = options;
  // While the page workers start, this thread loads what laying out pages needs (fontkit,
  // the fonts, the contract): imported here rather than up front to overlap the two.
  const { BookAssembler } = await import("./book-assembler.js");
  const { literataMeasurer } = await import("../layout/measure.js");
  literataMeasurer().preload();

  const info = await extractor.open();
  throwIfAborted(signal);
  options.onOpen?.({ pageCount: info.pageCount, title: info.title, author: info.author });
  const book = new BookAssembler(info);
  const pages: BookPage[] = [];
  const snapshots: PageSnapshot[] = [];
  const publish = async (finished: BookPage[]) => {
    await removeFiles(outDir, book.takeDroppedFiles());
    if (finished.length === 0) return;
    pages.push(...finished);
    await options.onPages?.(finished);
  };

  const ahead = concurrency * READ_AHEAD_PER_WORKER;
  const progress = risingProgress(options.onProgress);
  let sliceStart = performance.now();
  let pageFailed = false;
  const recognised: RecognisedPage[] = [];
  // Until the first page comes back from the page workers this thread has nothing to lay
  // out: it goes on with the loading ahead a conversion arriving at a spare cut off (the
  // word list, the fonts, the common widths), which the first pages would otherwise pay.
  let waitingForPages = concurrency > 1;
  const loadingAhead = loadLayoutAhead(() => waitingForPages);
  // A failed page read stops it too; a failure of its own shows where the layout needs it.
  loadingAhead.catch(() => {});
  try {
    for await (const page of readInOrder(extractor, info.pageCount, ahead)) {
      waitingForPages = false;
      throwIfAborted(signal);
      pageFailed ||= page.failed;
      if (page.ocrConfidence !== null) {
        recognised.push({ page_number: page.index + 1, confidence: page.ocrConfidence });
      }
      if (page.snapshot) {
        const { file, thumb } = page.snapshot;
        snapshots.push({ page_number: page.index + 1, file, thumb });
      }
      await publish(book.addPage(page));
      progress(page.index + 1, info.pageCount);
      if (performance.now() - sliceStart > LAYOUT_SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
  } finally {
    waitingForPages = false;
  }
  await publish(book.finish());
  await Promise.all([loadingAhead, extractor.drain()]);
  if (pages.length === 0) {
    throw new ConversionError("broken", conversionMessages.broken, {
      cause: "no page could be read",
    });
  }
  book.resolveLinks(pages);
  const pageLinks = pages.flatMap((page) =>
    page.links ? [{ page_order: page.page_order, links: page.links }] : [],
  );
  const language = book.language.language(info.declaredLanguage);
  return {
    title: displayTitleOrNull(info.title ?? firstHeadingTitle(pages), language),
    author: info.author,
    language,
    ...(info.declaredDirection ? { declaredDirection: info.declaredDirection } : {}),
    originalPagesCount: info.pageCount,
    pages,
    snapshots,
    cover: await ensureCover(outDir, snapshots),
    contents: outlineContents(info.outline, book.pdfPageStarts, pages),
    // A file MuPDF had to rebuild may have lost pages or parts of them without a page failing.
    ...(info.repaired || pageFailed ? { notices: [conversionMessages.damaged] } : {}),
    ...(recognised.length > 0 ? { recognisedPages: recognised } : {}),
    ...(pageLinks.length > 0 ? { pageLinks } : {}),
  };
}

async function createExtractor(
  settings: ExtractorSettings,
  concurrency: number,
): Promise<PageExtractor> {
  if (concurrency > 1) return WorkerExtractor.start(settings, concurrency);
  // Loaded on demand: importing MuPDF compiles its WebAssembly, which worker mode does not need here.
  const { InlineExtractor } = await import("./inline-extractor.js");
  return new InlineExtractor(settings);
}

/** Yields pages in order while keeping up to `ahead` later pages being read. */
async function* readInOrder(
  extractor: PageExtractor,
  pageCount: number,
  ahead: number,
): AsyncGenerator<ExtractedPage> {
  const requested = new Map<number, Promise<ExtractedPage>>();
  let next = 0;
  for (let index = 0; index < pageCount; index++) {
    while (next < pageCount && next <= index + ahead) {
      const request = extractor.extract(next, next === 0);
      // Awaited in order below; a later page failing early must not count as unhandled.
      request.catch(() => {});
      requested.set(next, request);
      next++;
    }
    const page = await requested.get(index);
    requested.delete(index);
    if (page) yield page;
  }
}

/** The cover comes from the first page; when that page could not be rendered, from the first that could. */
async function ensureCover(outDir: string, snapshots: PageSnapshot[]): Promise<string> {
  const cover = join(outDir, outputFiles.cover);
  const exists = await stat(cover).then(
    () => true,
    () => false,
  );
  const first = snapshots[0];
  if (!exists && first) {
    const { default: sharp } = await import("sharp");
    await sharp(join(outDir, first.file))
      .resize(COVER_LONG_SIDE, COVER_LONG_SIDE, { fit: "inside" })
      .webp()
      .toFile(cover);
  }
  return outputFiles.cover;
}

async function removeFiles(outDir: string, files: string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(join(outDir, file), { force: true })));
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError(signal);
}

function abortedError(signal: AbortSignal): ConversionError {
  return new ConversionError("aborted", conversionMessages.aborted, { cause: signal.reason });
}

function displayTitleOrNull(title: string | null, language: string | null): string | null {
  return title === null ? null : displayTitle(title, language);
}

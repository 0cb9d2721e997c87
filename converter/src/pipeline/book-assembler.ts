import { sourcePageStarts } from "../contents/source-pages.js";
import { BookLayout, type LayoutOptions } from "../layout/book-layout.js";
import { BodyStyle } from "../text/body-style.js";
import type { ExtractedPage } from "../text/extracted-page.js";
import { FlowAssembler } from "../text/flow-assembler.js";
import { LanguageGuess } from "../text/language.js";
import { readPage } from "../text/page-flow.js";
import { RunningHeadFilter } from "../text/running-heads.js";
import type { BookPage, FlowBlock } from "../types.js";
import { BookLexicon } from "./book-lexicon.js";
import { BookLinks } from "./book-links.js";
import type { OpenedDocument } from "./page-extractor.js";

/**
 * Turns extracted PDF pages, fed in order, into book pages as soon as they are final:
 * running heads dropped (looking a few pages ahead), paragraphs rebuilt and mended
 * across page breaks, then laid out.
 */
export class BookAssembler {
  readonly body = new BodyStyle();
  readonly language = new LanguageGuess();
  private readonly words = new BookLexicon();
  private readonly declaredLanguage: string | null;
  private readonly heads: RunningHeadFilter;
  private readonly flow = new FlowAssembler();
  private readonly layout: BookLayout;
  private readonly links = new BookLinks();

  constructor(
    info: Pick<OpenedDocument, "pageCount" | "fontSizeSample" | "declaredLanguage">,
    layoutOptions?: LayoutOptions,
  ) {
    this.declaredLanguage = info.declaredLanguage;
    this.heads = new RunningHeadFilter(info.pageCount);
    this.layout = new BookLayout(layoutOptions);
    this.body.learnSample(info.fontSizeSample);
  }

  addPage(page: ExtractedPage): BookPage[] {
    this.body.learn(page.lines);
    this.language.learn(page.lines);
    this.words.learn(page.lines);
    for (const [id, target] of page.links ?? []) this.links.targets.set(id, target);
    return this.layOut(this.heads.push(page).flatMap((settled) => this.read(settled)));
  }

  finish(): BookPage[] {
    const blocks = [
      ...this.heads.flush().flatMap((settled) => this.read(settled)),
      ...this.flow.flush(),
    ];
    return [...this.layOut(blocks), ...this.links.store(this.layout.finish())];
  }

  /**
   * Gives each page that holds links its targets, once the whole book is laid out: a
   * link to a PDF page opens the book page where that PDF page begins.
   */
  resolveLinks(pages: BookPage[]): void {
    this.links.resolve(pages, sourcePageStarts(this.pdfPageStarts, pages.length - 1));
  }

  /** Where each PDF page's text and pictures begin in the book (see BookLayout). */
  get pdfPageStarts(): ReadonlyMap<number, number> {
    return this.layout.sourcePageStarts;
  }

  /** Picture files dropped as decoration since the last call. */
  takeDroppedFiles(): string[] {
    return this.heads.takeDroppedFiles();
  }

  private read(page: ExtractedPage): FlowBlock[] {
    const lexicon = this.words.of(this.language.language(this.declaredLanguage));
    return this.flow.push(readPage(page, this.body, lexicon), page.index + 1, lexicon);
  }

  private layOut(blocks: FlowBlock[]): BookPage[] {
    return this.links.store(blocks.flatMap((block) => this.layout.add(block)));
  }
}

import { ConversionError, conversionMessages } from "../errors.js";
import { BookLayout } from "../layout/book-layout.js";
import type { BookPage, FlowBlock } from "../types.js";

/** Pages handed on together: the first batch makes the book readable early. */
const BATCH_PAGES = 40;

/**
 * Lays an imported book's blocks out with the same engine as converted PDFs, handing
 * finished pages on in batches (awaited, like the PDF pipeline's onPages).
 */
export class PageWriter {
  private readonly layout = new BookLayout();
  private pending: BookPage[] = [];
  readonly pages: BookPage[] = [];

  constructor(
    private readonly options: {
      signal?: AbortSignal;
      onPages?(pages: BookPage[]): void | Promise<void>;
    },
  ) {}

  /** Lays the block out; answers the page_order of the page it begins on. */
  async add(block: FlowBlock): Promise<number> {
    this.pending.push(...this.layout.add(block));
    const start = this.layout.lastBlockStart;
    if (this.pending.length >= BATCH_PAGES) await this.flush();
    return start;
  }

  async finish(): Promise<BookPage[]> {
    this.pending.push(...this.layout.finish());
    await this.flush();
    return this.pages;
  }

  private async flush(): Promise<void> {
    if (this.options.signal?.aborted) {
      throw new ConversionError("aborted", conversionMessages.aborted, {
        cause: this.options.signal.reason,
      });
    }
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.pages.push(...batch);
    await this.options.onPages?.(batch);
  }
}

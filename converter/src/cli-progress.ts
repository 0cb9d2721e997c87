/**
 * The progress line of the command line tools: a bar, the percentage, PDF pages read and
 * pages per second (when a page count is known), redrawn in place on a terminal.
 */
export class ProgressLine {
  private readonly started = performance.now();
  private lastDrawn = 0;

  constructor(
    private readonly stream: NodeJS.WriteStream,
    private readonly totalPages: () => number | null = () => null,
  ) {}

  update(percent: number): void {
    const now = performance.now();
    // Redrawing more than ten times a second only costs time.
    if (!this.stream.isTTY || now - this.lastDrawn < 100) return;
    this.lastDrawn = now;
    this.stream.write(`\r${this.describe(percent)}\u001b[K`);
  }

  finish(summary: string): void {
    if (this.stream.isTTY) this.stream.write("\r\u001b[K");
    this.stream.write(`${summary}\n`);
  }

  elapsedSeconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  private describe(percent: number): string {
    const width = 30;
    const filled = Math.round((percent / 100) * width);
    const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
    const total = this.totalPages();
    const seconds = this.elapsedSeconds();
    const pages = total === null ? null : Math.round((percent / 99) * total);
    const rate = pages === null || seconds === 0 ? "" : `  ${(pages / seconds).toFixed(1)} pages/s`;
    const count = pages === null ? "" : `  ${pages}/${total} pages`;
    return `${bar} ${String(percent).padStart(3)}%${count}${rate}  ${seconds.toFixed(1)} s`;
  }
}

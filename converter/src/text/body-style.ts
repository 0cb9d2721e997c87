import type { TextLine } from "./text-line.js";

/**
 * The document's body text style: the font size most characters are set in, learned from
 * the pages read so far. Headings are told apart from body text against it.
 */
export class BodyStyle {
  private readonly charsBySize = new Map<number, number>();
  private readonly counted = new FirstSightings();
  private boldChars = 0;
  private monoChars = 0;
  private chars = 0;

  /** Counts characters per size from a sample of the document (see sampleFontSizes). */
  learnSample(sample: Array<[number, number]>): void {
    for (const [size, count] of sample) {
      this.charsBySize.set(size, (this.charsBySize.get(size) ?? 0) + count);
    }
  }

  learn(lines: TextLine[]): void {
    for (const line of lines) {
      if (!this.counted.isFirst(line.size, line.text)) continue;
      const count = line.text.replace(/\s/g, "").length;
      this.charsBySize.set(line.size, (this.charsBySize.get(line.size) ?? 0) + count);
      this.chars += count;
      if (line.bold) this.boldChars += count;
      if (line.mono) this.monoChars += count;
    }
  }

  /** The most common font size in points (12 before any text was seen). */
  get size(): number {
    let size = 12;
    let most = 0;
    for (const [candidate, count] of this.charsBySize) {
      if (count > most) {
        size = candidate;
        most = count;
      }
    }
    return size;
  }

  /** Most text is in a typewriter font (a printed text file), so it says nothing about code. */
  get mostlyMono(): boolean {
    return this.chars > 0 && this.monoChars / this.chars > 0.5;
  }

  /** Most text is bold, so bold says nothing about headings. */
  get mostlyBold(): boolean {
    return this.chars > 0 && this.boldChars / this.chars > 0.5;
  }
}

/**
 * Tells whether a text (its numbers aside) is seen in a size for the first time. Text that
 * comes back page after page (running heads, a slide deck's navigation bar and footline)
 * is counted once when learning the body size: on slides such furniture, in small print,
 * can outweigh the body text and would pass for it.
 */
export class FirstSightings {
  private readonly seen = new Set<string>();

  isFirst(size: number, text: string): boolean {
    const key = `${size} ${text.replace(/\d+/g, "0")}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

import { describe, expect, it } from "vitest";
import { convert } from "./support/book.js";
import { pagesPdf } from "./support/fixtures.js";

describe("progress", () => {
  it("reports each percentage once, rising to 99, for a PDF of more pages than percentages", async () => {
    const progress: number[] = [];
    await convert(pagesPdf(150), { onProgress: (percent) => progress.push(percent) });
    expect(progress.length).toBeGreaterThan(90);
    expect(progress.length).toBeLessThanOrEqual(99);
    for (const [i, percent] of progress.entries()) {
      if (i > 0) expect(percent).toBeGreaterThan(progress[i - 1] as number);
    }
    expect(progress.at(-1)).toBe(99);
  });
});

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

  it("says with each percentage how many of the PDF's pages are read, up to all of them", async () => {
    const reports: { percent: number; pagesRead: number | undefined }[] = [];
    await convert(pagesPdf(150), {
      onProgress: (percent, pagesRead) => reports.push({ percent, pagesRead }),
    });
    expect(reports[0]).toEqual({ percent: 1, pagesRead: 1 });
    expect(reports.at(-1)).toEqual({ percent: 99, pagesRead: 150 });
    for (const [i, report] of reports.entries()) {
      if (i > 0) expect(report.pagesRead).toBeGreaterThan(reports[i - 1]?.pagesRead ?? 0);
    }
  });
});

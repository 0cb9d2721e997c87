import { afterEach, describe, expect, it, vi } from "vitest";
import { LiterataMeasurer } from "../src/layout/measure.js";
import { prepareConversion } from "../src/pipeline/convert-pdf.js";

afterEach(() => vi.restoreAllMocks());

describe("a spare converter preparing ahead of its PDF", () => {
  it("learns the widths of common text while no conversion waits for it", async () => {
    const learn = vi.spyOn(LiterataMeasurer.prototype, "learnCommonPairs");
    await prepareConversion(1);
    expect(learn).toHaveBeenCalledTimes(1);
  });

  it("leaves them to the book's own layout once its conversion has arrived", async () => {
    // The upload that takes a spare still loading: its pages should not wait for this.
    const learn = vi.spyOn(LiterataMeasurer.prototype, "learnCommonPairs");
    await prepareConversion(1, () => false);
    expect(learn).not.toHaveBeenCalled();
  });
});

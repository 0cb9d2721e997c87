import { describe, expect, it } from "vitest";
import { WorkerExtractor } from "../src/pipeline/worker-extractor.js";
import { tempDir } from "./support/book.js";
import { pagesPdf } from "./support/fixtures.js";

describe("WorkerExtractor", () => {
  it("settles open() when closed while its workers are still opening the document", async () => {
    const extractor = await WorkerExtractor.start(
      {
        bytes: pagesPdf(30),
        password: undefined,
        maxPages: 2000,
        sampleFontSizes: true,
        outDir: tempDir(),
        imageBacklog: 4,
      },
      2,
    );
    const opening = extractor.open().then(
      () => "opened",
      (error: Error) => error.message,
    );
    await extractor.close();
    const hung = new Promise((resolve) => setTimeout(() => resolve("still opening"), 5000));
    // Closed before the workers could start, it fails; had they opened first, it would
    // have resolved. It must not wait forever (an aborted conversion would never end).
    expect(["extractor closed", "opened"]).toContain(await Promise.race([opening, hung]));
  });
});

import { it } from "vitest";
import { convertPdf } from "../src/index.js";
import { tempDir } from "./support/book.js";
import { breaksInSentences } from "./support/words.js";

const file = process.env.PROBE_FILE ?? "dmca.pdf";
it("probe", async () => {
  const result = await convertPdf(`/work/shared/corpus/pdfs/${file}`, {
    outDir: tempDir(),
    concurrency: 1,
  });
  const breaks = breaksInSentences(result.pages.map((p) => p.page_content));
  console.log(breaks.join("\n"));
  console.log("recognised", JSON.stringify(result.recognisedPages));
  if (process.env.PROBE_GREP)
    for (const p of result.pages)
      if (p.page_content.includes(process.env.PROBE_GREP))
        console.log(`--- page ${p.page_number}\n${p.page_content}`);
}, 120000);

#!/usr/bin/env node
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ProgressLine } from "./cli-progress.js";
import { ConversionError } from "./errors.js";
import { convertPdf } from "./pipeline/convert-pdf.js";

const USAGE = `Usage: bindery-convert <file.pdf> <outDir> [options]

Converts a PDF into a Bindery book: <outDir>/book.json and the book's images.

Options:
  --password <text>     password of an encrypted PDF
  --concurrency <n>     pages read at once (default: number of cores, at most 4)
  --max-mb <n>          largest file accepted, in MB (default 100)
  --max-pages <n>       most pages accepted (default 2000)
  -h, --help            show this help`;

/** Exit codes: 0 done, 2 the PDF cannot be converted, 64 wrong usage, 70 a bug. */
async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    process.stderr.write(`bindery-convert: ${(error as Error).message}\n\n${USAGE}\n`);
    return 64;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [input, outDir] = positionals;
  let limits: ReturnType<typeof numericOptions>;
  try {
    if (!input || !outDir || positionals.length > 2)
      throw new Error("expected a PDF file and an output folder");
    limits = numericOptions(values);
  } catch (error) {
    process.stderr.write(`bindery-convert: ${(error as Error).message}\n\n${USAGE}\n`);
    return 64;
  }

  let pageCount: number | null = null;
  const progress = new ProgressLine(process.stderr, () => pageCount);
  try {
    const result = await convertPdf(input, {
      outDir,
      password: values.password,
      ...limits,
      onOpen: (info) => {
        pageCount = info.pageCount;
      },
      onProgress: (percent) => progress.update(percent),
    });
    await writeFile(join(outDir, "book.json"), `${JSON.stringify(result, null, 2)}\n`);
    const seconds = progress.elapsedSeconds();
    progress.finish(
      `${input}: ${result.originalPagesCount} PDF pages → ${result.pages.length} book pages in ${seconds.toFixed(1)} s ` +
        `(${(result.originalPagesCount / seconds).toFixed(1)} pages/s), written to ${join(outDir, "book.json")}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConversionError) {
      progress.finish(`bindery-convert: ${input}: ${error.userMessage} (${error.code})`);
      return 2;
    }
    progress.finish(
      `bindery-convert: ${input}: unexpected failure: ${(error as Error).stack ?? error}`,
    );
    return 70;
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      password: { type: "string" },
      concurrency: { type: "string" },
      "max-mb": { type: "string" },
      "max-pages": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}

function numericOptions(values: ReturnType<typeof parse>["values"]) {
  const maxMb = positiveInteger(values["max-mb"], "--max-mb");
  return {
    concurrency: positiveInteger(values.concurrency, "--concurrency"),
    maxBytes: maxMb === undefined ? undefined : maxMb * 1024 * 1024,
    maxPages: positiveInteger(values["max-pages"], "--max-pages"),
  };
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0`);
  return number;
}

process.exitCode = await main();

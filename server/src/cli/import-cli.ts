#!/usr/bin/env node
import { parseArgs } from "node:util";
import { ProgressLine } from "@bindery/converter";
import { CatalogImportError } from "../catalog/catalog-importer.js";
import { catalogMessages } from "../catalog/catalog-messages.js";
import { createCatalogTools } from "../catalog/catalog-tools.js";
import {
  type CatalogSource,
  describeSource,
  expandSources,
  type ImportListener,
  importSources,
} from "../catalog/import-sources.js";
import { ConfigError, loadConfig } from "../config.js";
import { migrateToLatest } from "../db/migrate.js";
import { createDeps } from "../deps.js";

const USAGE = `Usage: npm run catalog:import -- <file | folder | Gutenberg id>…

Imports public-domain books into Bindery's public catalog, one after another:
  book.epub, book.txt, book.pdf   EPUB 2/3, Project Gutenberg plain text, or PDF
  folder/                         every .epub, .txt and .pdf file inside it
  1342 (or pg1342)                Project Gutenberg eBook 1342, downloaded as EPUB
A book already in the catalog is not imported twice. Settings (DATABASE_URL, DATA_DIR,
GUTENBERG_URL…) are read from the environment, as the server reads them.`;

/** Exit codes: 0 every book imported or already there, 1 some failed, 64 wrong usage. */
async function main(): Promise<number> {
  let words: string[];
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: { help: { type: "boolean", short: "h" } },
    });
    if (parsed.values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    words = parsed.positionals;
    if (words.length === 0) throw new Error("name at least one file, folder or Gutenberg id");
  } catch (error) {
    process.stderr.write(`catalog:import: ${(error as Error).message}\n\n${USAGE}\n`);
    return 64;
  }

  let sources: CatalogSource[];
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    // npm runs scripts from the repository root; paths are meant from where it was typed.
    sources = await expandSources(words, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CatalogImportError) {
      process.stderr.write(`catalog:import: ${error.message}\n`);
      return 64;
    }
    throw error;
  }
  if (sources.length === 0) {
    process.stderr.write(
      `catalog:import: no .epub, .txt or .pdf files found.\n${catalogMessages.howToImport}\n`,
    );
    return 64;
  }

  const deps = createDeps(config);
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  try {
    await migrateToLatest(deps.db);
    const tally = await importSources(
      sources,
      createCatalogTools(deps),
      progressDisplay(process.stderr),
      stop.signal,
    );
    process.stderr.write(
      `${tally.imported} imported, ${tally.duplicates} already in the catalog, ${tally.failed} failed.\n`,
    );
    return tally.failed > 0 || stop.signal.aborted ? 1 : 0;
  } finally {
    await deps.close();
  }
}

/**
 * A line naming each book, then on a terminal a progress bar redrawn in place, elsewhere
 * (a log, CI) a line at each quarter; then a line saying how it went.
 */
function progressDisplay(stream: NodeJS.WriteStream): ImportListener {
  let bar = new ProgressLine(stream);
  let quarter = 0;
  let label = "";
  return {
    started(source, index, total) {
      label = `[${index + 1}/${total}] ${describeSource(source)}`;
      stream.write(`${label}\n`);
      bar = new ProgressLine(stream);
      quarter = 0;
    },
    progress(_source, percent) {
      bar.update(percent);
      const reached = Math.floor(percent / 25);
      if (!stream.isTTY && reached > quarter && reached < 4) {
        quarter = reached;
        stream.write(`${label} ${reached * 25}%\n`);
      }
    },
    finished(_source, outcome, seconds) {
      bar.finish(
        outcome.status === "imported"
          ? `Imported “${outcome.title}”${outcome.author ? ` by ${outcome.author}` : ""}: ${outcome.pages} pages in ${seconds.toFixed(1)} s`
          : outcome.message,
      );
    },
    failed(source, message) {
      bar.finish(`Failed: ${describeSource(source)}: ${message}`);
    },
  };
}

process.exitCode = await main();

import fs from "node:fs/promises";
import path from "node:path";
import { ConversionError, convertBookFileIsolated, identifyBook } from "@bindery/converter";
import { convertedBookFiles } from "../books/converted-book-files.js";
import type { Deps } from "../feature-deps.js";
import { newId } from "../lib/ids.js";
import { workKey } from "../lib/work-key.js";
import { type SeedLog, seedFolder } from "./first-run-seed.js";
import { bookFilesIn } from "./import-sources.js";
import { createSeedClaim } from "./seed-claim.js";

/**
 * The one-time re-import of the catalog's plain-text books, named for what changed last:
 * the importer now sets an illustration's caption apart, in italics after its mark's word,
 * and joins the paragraph a plate interrupted (before that: a text's `_italics_`, the pages
 * that continue a paragraph, its paragraphs and title pages). Another change to the text
 * importer that books already imported should get takes a new name.
 */
export const TEXT_REIMPORT = "text-reimport:illustration-captions";

const LEASE_MS = 3 * 60 * 1000;

export interface TextReimportOptions {
  log: SeedLog;
  signal?: AbortSignal;
  /** Where development machines find books; tests change it. */
  developmentSeedDir?: string;
  /** The converter; tests may put another in its place. */
  convert?: typeof convertBookFileIsolated;
  /** The catalog was just imported by this importer: there is nothing to do but say so. */
  catalogIsCurrent?: boolean;
}

export type TextReimportOutcome =
  | { status: "not-needed" | "busy" }
  | { status: "done"; reimported: number };

/**
 * Imports the catalog's plain-text books again from the folder the catalog was seeded
 * from (the catalog keeps pages, not the files they came from), in place: each keeps its
 * id, so shelves, links and reading places stay; its pages, contents, cover, title and
 * author are the importer's new ones, and each reader's place moves to the same words
 * (PagesRepo.replacePages). A text is matched to its book by its identity (Gutenberg
 * eBook number or hash), as the importer does. Runs once (claimed in catalog_seed);
 * stopped midway, the next start does it all again, which is harmless.
 */
export async function reimportCatalogTexts(
  deps: Pick<Deps, "db" | "repos" | "storage" | "clock" | "config">,
  options: TextReimportOptions,
): Promise<TextReimportOutcome> {
  const folder = seedFolder(deps.config, options.developmentSeedDir);
  if (!folder) return { status: "not-needed" };
  const claim = createSeedClaim(deps.db, deps.clock, LEASE_MS, TEXT_REIMPORT);
  if ((await claim.row())?.status === "done") return { status: "not-needed" };
  if (!(await claim.claim())) return { status: "busy" };
  const renewal = setInterval(() => void claim.renew().catch(() => {}), LEASE_MS / 3);
  renewal.unref();
  try {
    const texts = (await bookFilesIn(folder).catch(() => [])).filter((file) =>
      file.toLowerCase().endsWith(".txt"),
    );
    let reimported = 0;
    for (const file of options.catalogIsCurrent ? [] : texts) {
      if (options.signal?.aborted) break;
      if (await reimportText(deps, file, options)) reimported++;
    }
    if (options.signal?.aborted) {
      await claim.release();
      return { status: "busy" };
    }
    await claim.finish();
    if (reimported > 0)
      options.log.info(`Imported ${reimported} plain-text catalog books again from ${folder}.`);
    return { status: "done", reimported };
  } catch (error) {
    await claim.release().catch(() => {});
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/** True when the file is a catalog book's and its book now has the new pages. */
async function reimportText(
  deps: Pick<Deps, "db" | "repos" | "storage" | "clock" | "config">,
  file: string,
  options: TextReimportOptions,
): Promise<boolean> {
  const { config } = deps;
  const books = deps.repos.books;
  const maxBytes = config.UPLOAD_MAX_MB * 1024 * 1024;
  const identity = await identifyBook(file, { maxBytes }).catch(() => null);
  const book = identity ? await books.findBySourceId(identity.sourceId) : undefined;
  if (book?.is_public_domain !== 1 || book.status !== "ready") return false;

  const workDir = path.join(config.dataDir, "tmp", "imports", newId());
  await fs.mkdir(workDir, { recursive: true });
  try {
    const convert = options.convert ?? convertBookFileIsolated;
    const result = await convert(file, {
      outDir: workDir,
      fileName: path.basename(file),
      maxBytes,
      maxPages: config.UPLOAD_MAX_PAGES,
      timeoutMs: config.CONVERSION_TIMEOUT_SECONDS * 1000,
      memoryMb: config.CONVERSION_MEMORY_MB,
      signal: options.signal,
    });
    await deps.repos.pages.replacePages(
      book.id,
      result.pages.map((page) => ({ ...page, page_number: page.page_number - 1 })),
    );
    const title = result.title?.trim() || book.title;
    const key = workKey(title, result.author);
    if (key) await deps.repos.catalogWorks.rekey(book.id, key);
    await convertedBookFiles({ repos: deps.repos, storage: deps.storage }, book.id, workDir).finish(
      result,
      {
        title,
      },
    );
    return true;
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    options.log.warn(`${path.basename(file)} could not be imported again: ${error.userMessage}`);
    return false;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

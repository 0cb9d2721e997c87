import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { Deps } from "../feature-deps.js";
import { catalogMessages } from "./catalog-messages.js";
import { type CatalogTools, createCatalogTools } from "./catalog-tools.js";
import {
  bookFilesIn,
  type CatalogSource,
  describeSource,
  type ImportTally,
  importSources,
} from "./import-sources.js";
import { createSeedClaim } from "./seed-claim.js";
import { starterSet } from "./starter-set.js";

/**
 * The seed folder of development machines and CI: the shared corpus of public-domain
 * books beside the repository (from server/src/catalog or server/dist/catalog alike).
 */
export const DEVELOPMENT_SEED_DIR = fileURLToPath(
  new URL("../../../../shared/corpus/books", import.meta.url),
);

/** A seeding process renews its claim this often; a claim three times as old is abandoned. */
const LEASE_MS = 3 * 60 * 1000;

export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SeedOptions {
  log: SeedLog;
  signal?: AbortSignal;
  /** Where development machines find books (default DEVELOPMENT_SEED_DIR); tests change it. */
  developmentSeedDir?: string;
  tools?: CatalogTools;
}

export type SeedOutcome =
  | { status: "not-needed" | "busy" | "offline" | "nothing-to-import" }
  | { status: "seeded"; from: string; tally: ImportTally };

/**
 * First run: when the public catalog is empty, fills it from BINDERY_SEED_DIR, else (outside
 * production) from the development seed folder when it exists, else from Project
 * Gutenberg's starter set when Project Gutenberg can be reached; offline it says how to
 * import. Test servers (NODE_ENV=test) seed only from an explicit BINDERY_SEED_DIR.
 * Meant to run in the background after the server listens: each import runs in a child
 * process, one at a time.
 */
export async function seedCatalogIfEmpty(
  deps: Pick<Deps, "db" | "repos" | "storage" | "clock" | "config">,
  options: SeedOptions,
): Promise<SeedOutcome> {
  const { config } = deps;
  const { log } = options;
  const folder = seedFolder(config, options.developmentSeedDir);
  if (!folder && config.NODE_ENV === "test") return { status: "not-needed" };

  const claim = createSeedClaim(deps.db, deps.clock, LEASE_MS);
  const state = await claim.row();
  if (state?.status === "done") return { status: "not-needed" };
  const interrupted = state?.status === "running" && state.lease_until < deps.clock();
  if (!interrupted && (await hasPublicBooks(deps))) return { status: "not-needed" };
  if (!(await claim.claim())) return { status: "busy" };

  const renewal = setInterval(() => void claim.renew().catch(() => {}), LEASE_MS / 3);
  renewal.unref();
  try {
    const tools = options.tools ?? createCatalogTools(deps);
    let sources: CatalogSource[];
    let from: string;
    if (folder && !isFolder(folder)) {
      log.warn(
        `BINDERY_SEED_DIR ${folder} is not a folder, so the catalog stays empty. ${catalogMessages.howToImport}`,
      );
      await claim.release();
      return { status: "nothing-to-import" };
    }
    if (folder) {
      from = folder;
      sources = (await bookFilesIn(folder)).map((file) => ({ kind: "file", file }));
      log.info(`The catalog is empty: importing ${sources.length} books from ${folder}…`);
    } else {
      const ids = starterSet(config.CATALOG_STARTER_SET);
      if (ids.length === 0 || !(await tools.gutenberg.reachable())) {
        log.warn(
          ids.length === 0
            ? `The catalog is empty. ${catalogMessages.howToImport}`
            : `The catalog is empty and Project Gutenberg (${config.GUTENBERG_URL}) cannot be reached, so it stays empty for now. ${catalogMessages.howToImport}`,
        );
        await claim.release();
        return { status: ids.length === 0 ? "nothing-to-import" : "offline" };
      }
      from = config.GUTENBERG_URL;
      sources = ids.map((id) => ({ kind: "gutenberg", id }));
      log.info(
        `The catalog is empty: fetching ${ids.length} classics from Project Gutenberg, one at a time…`,
      );
    }
    const tally = await importSources(sources, tools, progressLog(log), options.signal);
    if (options.signal?.aborted) {
      // Stopped midway: the next start carries on (what is imported stays imported).
      await claim.release();
    } else {
      await claim.finish();
      log.info(
        `Catalog seeding done: ${tally.imported} imported, ${tally.duplicates} already there, ${tally.failed} failed.`,
      );
    }
    return { status: "seeded", from, tally };
  } catch (error) {
    await claim.release().catch(() => {});
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/**
 * The folder catalog books are imported from: BINDERY_SEED_DIR, else (on development
 * machines) the development seed folder when it exists; null when neither.
 */
export function seedFolder(
  config: Pick<Deps["config"], "BINDERY_SEED_DIR" | "NODE_ENV">,
  developmentSeedDir = DEVELOPMENT_SEED_DIR,
): string | null {
  if (config.BINDERY_SEED_DIR) return config.BINDERY_SEED_DIR;
  return config.NODE_ENV === "development" && isFolder(developmentSeedDir)
    ? developmentSeedDir
    : null;
}

/** One line per book, and a line at each quarter of a long one. */
function progressLog(log: SeedLog) {
  let total = 0;
  let position = 0;
  let quarter = 0;
  const prefix = () => `Seeding the catalog ${position}/${total}:`;
  return {
    started(source: CatalogSource, index: number, count: number) {
      total = count;
      position = index + 1;
      quarter = 0;
      log.info(`${prefix()} ${describeSource(source)}…`);
    },
    progress(source: CatalogSource, percent: number) {
      const reached = Math.floor(percent / 25);
      if (reached > quarter && reached < 4) {
        quarter = reached;
        log.info(`${prefix()} ${describeSource(source)} ${reached * 25}%`);
      }
    },
    finished(_source: CatalogSource, outcome: { status: string; title: string }, seconds: number) {
      const what = outcome.status === "imported" ? "imported" : "already in the catalog";
      log.info(`${prefix()} “${outcome.title}” ${what} (${seconds.toFixed(1)} s)`);
    },
    failed(source: CatalogSource, message: string) {
      log.warn(`${prefix()} ${describeSource(source)} failed: ${message}`);
    },
  };
}

async function hasPublicBooks(deps: Pick<Deps, "db">): Promise<boolean> {
  const row = await deps.db
    .selectFrom("books")
    .select("id")
    .where("is_public_domain", "=", 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function isFolder(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

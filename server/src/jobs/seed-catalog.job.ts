import { type SeedLog, seedCatalogIfEmpty } from "../catalog/first-run-seed.js";
import { reimportCatalogTexts } from "../catalog/text-reimport.js";
import type { Deps } from "../feature-deps.js";
import type { JobHandler } from "../lib/job-queue.js";

/** Another worker seeding is looked at again after this long (its lease may have run out). */
const BUSY_RETRY_MS = 60_000;

/**
 * `seed-catalog`: the first run's filling of an empty public catalog, then the one-time
 * re-import of catalog books an importer change is owed (text-reimport.ts); each claimed
 * in catalog_seed.
 */
export function seedCatalogJob(deps: Deps, log: SeedLog): JobHandler<"seed-catalog"> {
  return async (_payload, { signal }) => {
    const seeding = await seedCatalogIfEmpty(deps, { log, signal });
    if (seeding.status === "busy") return { retryInMs: BUSY_RETRY_MS };
    const reimport = await reimportCatalogTexts(deps, {
      log,
      signal,
      catalogIsCurrent: seeding.status === "seeded",
    });
    return reimport.status === "busy" && !signal.aborted ? { retryInMs: BUSY_RETRY_MS } : undefined;
  };
}

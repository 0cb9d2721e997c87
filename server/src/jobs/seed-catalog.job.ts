import { type SeedLog, seedCatalogIfEmpty } from "../catalog/first-run-seed.js";
import type { Deps } from "../deps.js";
import type { JobHandler } from "../lib/job-queue.js";

/** Another worker seeding is looked at again after this long (its lease may have run out). */
const BUSY_RETRY_MS = 60_000;

/** `seed-catalog`: the first run's filling of an empty public catalog, claimed in catalog_seed. */
export function seedCatalogJob(deps: Deps, log: SeedLog): JobHandler<"seed-catalog"> {
  return async (_payload, { signal }) => {
    const outcome = await seedCatalogIfEmpty(deps, { log, signal });
    return outcome.status === "busy" ? { retryInMs: BUSY_RETRY_MS } : undefined;
  };
}

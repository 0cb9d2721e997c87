import { createRequire } from "node:module";
import path from "node:path";
import type { Deps } from "../feature-deps.js";
import { createCatalogImporter } from "./catalog-importer.js";
import { createGutenbergFetcher, gutenbergUserAgent } from "./gutenberg-fetcher.js";

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

/** The importer and the Gutenberg fetcher, wired to the app's database, storage and config. */
export function createCatalogTools(
  deps: Pick<Deps, "repos" | "storage" | "clock" | "config">,
  options: { gutenbergIntervalMs?: number } = {},
) {
  const { config } = deps;
  return {
    importBook: createCatalogImporter({
      repos: deps.repos,
      storage: deps.storage,
      clock: deps.clock,
      config,
    }),
    gutenberg: createGutenbergFetcher({
      baseUrl: config.GUTENBERG_URL,
      cacheDir: path.join(config.dataDir, "cache", "gutenberg"),
      userAgent: gutenbergUserAgent(version, config.PUBLIC_URL),
      minIntervalMs: options.gutenbergIntervalMs,
    }),
  };
}

export type CatalogTools = ReturnType<typeof createCatalogTools>;

import fs from "node:fs/promises";
import path from "node:path";
import { looksLikeZip } from "@bindery/converter";
import { catalogMessages } from "./catalog-messages.js";

export interface GutenbergFetcherOptions {
  /** Project Gutenberg's address (config GUTENBERG_URL); tests use a local server. */
  baseUrl: string;
  /** Downloaded EPUBs are kept here, so importing a book again costs no request. */
  cacheDir: string;
  userAgent: string;
  /** Pause between two downloads, to be a polite robot (default 2 s). */
  minIntervalMs?: number;
  /** A download that takes longer fails (default 2 minutes). */
  timeoutMs?: number;
}

/** Gutenberg's download of an eBook as EPUB 3 with images, then the older EPUB 2. */
const EPUB_PATHS = (id: number) => [`/ebooks/${id}.epub3.images`, `/ebooks/${id}.epub.images`];

export class GutenbergFetchError extends Error {}

/**
 * Fetches Project Gutenberg eBooks as EPUB files, one request at a time (callers queue),
 * with a User-Agent that says who is asking, and keeps them under the cache folder.
 */
export function createGutenbergFetcher(options: GutenbergFetcherOptions) {
  const minInterval = options.minIntervalMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? 120_000;
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  /** One at a time: each request starts after the previous one is done. */
  function serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  async function request(url: string, signal?: AbortSignal): Promise<Response> {
    const wait = lastRequestAt + minInterval - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastRequestAt = Date.now();
    const timeout = AbortSignal.timeout(timeoutMs);
    return fetch(url, {
      headers: { "user-agent": options.userAgent, accept: "application/epub+zip" },
      redirect: "follow",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  }

  return {
    /** The cached EPUB file of an eBook, downloading it first when needed. */
    fetchEpub(id: number, signal?: AbortSignal): Promise<{ file: string; cached: boolean }> {
      const file = path.join(options.cacheDir, `pg${id}.epub`);
      return serialised(async () => {
        if (await exists(file)) return { file, cached: true };
        let status = 0;
        for (const epubPath of EPUB_PATHS(id)) {
          let response: Response;
          try {
            response = await request(new URL(epubPath, options.baseUrl).toString(), signal);
          } catch (error) {
            if (signal?.aborted) throw error;
            throw new GutenbergFetchError(
              catalogMessages.gutenbergUnreachable(options.baseUrl, describe(error)),
              { cause: error },
            );
          }
          status = response.status;
          if (status === 404) {
            await response.body?.cancel();
            continue;
          }
          if (!response.ok) break;
          const bytes = new Uint8Array(await response.arrayBuffer());
          if (!looksLikeZip(bytes))
            throw new GutenbergFetchError(catalogMessages.gutenbergNotEpub(id));
          await fs.mkdir(options.cacheDir, { recursive: true });
          // Written aside and renamed: a half-written file must never look cached.
          const partial = `${file}.${process.pid}.part`;
          await fs.writeFile(partial, bytes);
          await fs.rename(partial, file);
          return { file, cached: false };
        }
        throw new GutenbergFetchError(catalogMessages.gutenbergStatus(id, status));
      });
    },

    /** Whether Project Gutenberg answers at all (any HTTP status), within a few seconds. */
    async reachable(): Promise<boolean> {
      try {
        const response = await fetch(options.baseUrl, {
          method: "HEAD",
          headers: { "user-agent": options.userAgent },
          signal: AbortSignal.timeout(5000),
        });
        await response.body?.cancel();
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type GutenbergFetcher = ReturnType<typeof createGutenbergFetcher>;

/** The User-Agent of Bindery's requests: who is asking, and where to reach them. */
export function gutenbergUserAgent(version: string, publicUrl: string | undefined): string {
  return `Bindery/${version} (public-domain catalog import; one request at a time${publicUrl ? `; ${publicUrl}` : ""})`;
}

/** "1342", "pg1342", "gutenberg:1342" → 1342; anything else → null. */
export function parseGutenbergId(text: string): number | null {
  const digits = /^(?:pg|gutenberg:|#)?(\d{1,7})$/i.exec(text.trim())?.[1];
  return digits ? Number(digits) : null;
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (info) => info.size > 0,
    () => false,
  );
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (error instanceof Error && error.name === "TimeoutError") return "no answer in time";
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

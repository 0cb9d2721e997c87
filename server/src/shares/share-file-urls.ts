import { shareFilesPrefix } from "@bindery/contract";
import type { FileAddresses } from "../files/file-urls.js";
import { FILES_ROUTE_PREFIX } from "../files/file-urls.js";
import { BUILTIN_THEMES_PREFIX } from "../files/storage-keys.js";

/**
 * The addresses a shared book's answers give for its files: under the link's own path,
 * `/share/<token>/files/<key>`, answered only while the link lives (share-files.routes.ts),
 * with what unlocked a password-protected link as `?access=`. Never a signed `/files/` URL,
 * which would outlive a revoked link by minutes. The built-in themes' files are everyone's
 * and keep their public, long-cached address.
 */
export function shareFileUrls(token: string, access: string | null): FileAddresses {
  const query = access ? `?access=${encodeURIComponent(access)}` : "";
  return {
    url: (key) =>
      key.startsWith(BUILTIN_THEMES_PREFIX)
        ? `${FILES_ROUTE_PREFIX}${encodeURI(key)}`
        : `${shareFilesPrefix(token)}${encodeURI(key)}${query}`,
  };
}

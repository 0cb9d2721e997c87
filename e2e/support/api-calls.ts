import type { BrowserContext, Page } from "playwright-core";

export interface ApiCall {
  /** The path under /api/v1, e.g. /users/profile/. */
  path: string;
  status: number;
  authorization: string | null;
}

/**
 * Records every accounts API answer (`/api/v1/users/…`) the page (or every page of a
 * context) receives; the screens' other calls (books, site info) are left out.
 */
export function recordApiCalls(target: Page | BrowserContext): ApiCall[] {
  const calls: ApiCall[] = [];
  target.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/v1/users/")) return;
    calls.push({
      path: url.pathname.slice("/api/v1".length),
      status: response.status(),
      authorization: response.request().headers().authorization ?? null,
    });
  });
  return calls;
}

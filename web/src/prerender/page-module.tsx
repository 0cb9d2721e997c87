import { QueryClientProvider } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes, preloadHomeRoute } from "../app/AppRoutes";
import { createQueryClient } from "../app/query-client";

// What the build writes into the pages it makes (scripts/page-module.mjs loads this
// module in Node): the home page's markup, and the pages' inline scripts.
export {
  READER_BACKDROP_SHELL_ID,
  READER_BACKDROP_STYLE_ID,
  VISITOR_PRELOADS_TEMPLATE_ID,
} from "@bindery/contract";
export { EARLY_MENU_TAP_SCRIPT } from "../features/navigation/early-menu-tap";
export { REFLOW_QUERY } from "../features/reader/pages/page-typography";
export { MEMBER_MARK_SCRIPT, VISITOR_PRELOADS_SCRIPT } from "../lib/session-storage";

/**
 * The home page as a visitor sees it before any data came: the header, the hero, the
 * shelves' reserved space and the footer. Written into home.html at build time
 * (scripts/prerender-home.mjs), so the landing page paints from its HTML and CSS instead
 * of waiting for the scripts, which then hydrate it (main.tsx). The same routes as the
 * app's, so the markup is what its first render makes.
 */
export async function renderHomeMarkup(): Promise<string> {
  await preloadHomeRoute();
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
    // In one piece: React would otherwise send a large part separately, behind its loading
    // screen, with an inline script to swap them, which the page's policy does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

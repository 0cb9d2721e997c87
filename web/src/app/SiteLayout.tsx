import { SHARE_PATH_PREFIX } from "@bindery/contract";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoading } from "../components/ui/PageLoading";
import { SiteHeader } from "../features/navigation/SiteHeader";
import { OfflineNotice } from "../features/offline/OfflineNotice";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { SiteFooter } from "./SiteFooter";

/**
 * Every route: the header above the route's screen and the footer (with the legal
 * dialogs) below it. The reader keeps the whole window for the book.
 */
export function SiteLayout() {
  const { pathname, search } = useLocation();
  const reading = pathname.startsWith("/read_book/") || pathname.startsWith(SHARE_PATH_PREFIX);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {reading ? null : <OfflineNotice />}
      <main id="main" className="flex flex-1 flex-col">
        {/* An error on one page or view does not stick to the next one. */}
        <RouteErrorBoundary resetKey={pathname + search}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {reading ? null : <SiteFooter />}
    </div>
  );
}

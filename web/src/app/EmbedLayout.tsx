import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoading } from "../components/ui/PageLoading";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

/**
 * A shared book embedded in another site's iframe: the book alone, without the site's
 * header and footer, filling the frame.
 */
export function EmbedLayout() {
  const { pathname } = useLocation();
  return (
    <main id="main" className="flex min-h-dvh flex-col bg-night">
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </main>
  );
}

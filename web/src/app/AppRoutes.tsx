import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { PageLoading } from "../components/ui/PageLoading";
import { lazyWithFallback } from "../lib/lazy-with-fallback";
import { lazyWithRetry } from "../lib/lazy-with-retry";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { SiteLayout } from "./SiteLayout";

// Each route is its own chunk, so opening a book does not download the home page.
const HomeRoute = lazyWithRetry(() => import("./HomeRoute"));
// Not behind Suspense: React would hold the book back until 300 ms after the route's
// fallback appeared (lazy-with-fallback.ts), and a book's first screen is what a visit
// waits for.
const ReaderPage = lazyWithFallback(() => import("../features/reader/ReaderPage"), <PageLoading />);
const PricingPage = lazyWithRetry(() => import("../features/pricing/PricingPage"));
const ContactPage = lazyWithRetry(() => import("../features/contact/ContactPage"));
const FaqPage = lazyWithRetry(() => import("../features/faq/FaqPage"));
const PremiumPage = lazyWithRetry(() => import("../features/premium/PremiumPage"));
const NotFoundPage = lazyWithRetry(() => import("../features/not-found/NotFoundPage"));

/** The routes of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/premium"
        element={
          // The marketing page stands alone: no header, only its Home button.
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <PremiumPage />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route element={<SiteLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="/read_book/:bookId" element={<ReaderPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

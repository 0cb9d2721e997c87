import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { PageLoading } from "../components/ui/PageLoading";
import { lazyWithRetry } from "../lib/lazy-with-retry";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { SiteLayout } from "./SiteLayout";

// Each route is its own chunk, so opening a book does not download the home page.
const HomeRoute = lazyWithRetry(() => import("./HomeRoute"));
const ReaderPage = lazyWithRetry(() => import("../features/reader/ReaderPage"));
const PricingPage = lazyWithRetry(() => import("../features/pricing/PricingPage"));
const ContactPage = lazyWithRetry(() => import("../features/contact/ContactPage"));
const FaqPage = lazyWithRetry(() => import("../features/faq/FaqPage"));
const PremiumPage = lazyWithRetry(() => import("../features/premium/PremiumPage"));
const NotFoundPage = lazyWithRetry(() => import("../features/not-found/NotFoundPage"));

/** The app's routes: every address a user can open. */
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

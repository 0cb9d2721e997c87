import { Route, Routes } from "react-router";
import { PageLoading } from "../components/ui/PageLoading";
import { LEGAL_DOCUMENTS } from "../features/legal/legal-documents";
import { lazyWithFallback } from "../lib/lazy-with-fallback";
import { lazyWithRetry } from "../lib/lazy-with-retry";
import { EmbedLayout } from "./EmbedLayout";
import { SiteLayout } from "./SiteLayout";

// Each route is its own chunk, so opening a book does not download the home page.
// Not behind Suspense either: over the prerendered home page (home.html) the app's first
// render must be the page itself, not Suspense's loading screen.
const HomeRoute = lazyWithFallback(() => import("./HomeRoute"), <PageLoading />);

/** Loads the home route's code, for a start that must render the page in one go. */
export const preloadHomeRoute = HomeRoute.preload;
// Not behind Suspense: React would hold the book back until 300 ms after the route's
// fallback appeared (lazy-with-fallback.ts), and a book's first screen is what a visit
// waits for.
const ReaderPage = lazyWithFallback(() => import("../features/reader/ReaderPage"), <PageLoading />);
// A share link's book (and its embed), read by anyone holding the link.
const SharedReaderPage = lazyWithFallback(
  () => import("../features/reader/shared/SharedReaderPage"),
  <PageLoading />,
);
const PricingPage = lazyWithRetry(() => import("../features/pricing/PricingPage"));
const ContactPage = lazyWithRetry(() => import("../features/contact/ContactPage"));
const FaqPage = lazyWithRetry(() => import("../features/faq/FaqPage"));
const PremiumPage = lazyWithRetry(() => import("../features/premium/PremiumPage"));
const NotFoundPage = lazyWithRetry(() => import("../features/not-found/NotFoundPage"));

/** The legal documents' pages; each one's path names the document it shows. */
const LegalPage = lazyWithRetry(() => import("../features/legal/LegalPage"));

/** The product's routes, and a page for each legal document. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="/read_book/:bookId" element={<ReaderPage />} />
        <Route path="/share/:token" element={<SharedReaderPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/premium" element={<PremiumPage />} />
        {LEGAL_DOCUMENTS.map(({ path }) => (
          <Route key={path} path={path} element={<LegalPage path={path} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<EmbedLayout />}>
        <Route path="/share/:token/embed" element={<SharedReaderPage embed />} />
      </Route>
    </Routes>
  );
}

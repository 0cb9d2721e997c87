import type { ComponentType } from "react";
import { Navigate, useSearchParams } from "react-router";
import { PageLoading } from "../components/ui/PageLoading";
import { HomeView } from "../features/home/HomeView";
import { useSession } from "../features/session/session-store";
import { lazyWithRetry } from "../lib/lazy-with-retry";
import { decideView, type View } from "../lib/views";

// Home is the landing page and ships with this route; the other views load on demand.
const views: Record<View, ComponentType> = {
  home: HomeView,
  dashboard: lazyWithRetry(() => import("../features/dashboard/DashboardView")),
  books: lazyWithRetry(() => import("../features/library/PublicBooksView")),
  "my-books": lazyWithRetry(() => import("../features/library/MyBooksView")),
  login: lazyWithRetry(() => import("../features/auth/LoginView")),
  signup: lazyWithRetry(() => import("../features/auth/SignupView")),
  "upload-book": lazyWithRetry(() => import("../features/upload/UploadBookView")),
  "upload-theme": lazyWithRetry(() => import("../features/upload/UploadThemeView")),
  account: lazyWithRetry(() => import("../features/account/AccountView")),
  "forgot-password": lazyWithRetry(() => import("../features/account/ForgotPasswordView")),
  "reset-password": lazyWithRetry(() => import("../features/account/ResetPasswordView")),
  "confirm-email": lazyWithRetry(() => import("../features/account/ConfirmEmailView")),
  "account-deleted": lazyWithRetry(() => import("../features/account/AccountDeletedView")),
};

/** The `/` route: picks the view named by `?view=` (see views.ts). */
export default function HomeRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === "checking") return <PageLoading />;
  const decision = decideView(params, session.status === "signed-in");
  if ("redirect" in decision) return <Navigate to={decision.redirect} replace />;
  const Screen = views[decision.show];
  return <Screen />;
}

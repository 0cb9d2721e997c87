import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { usePlaceSync } from "../features/offline/use-place-sync";
import { SessionExpiredListener } from "../features/session/SessionExpiredListener";
import { useSession } from "../features/session/session-store";
import { AppRoutes } from "./AppRoutes";
import { ScrollToTop } from "./ScrollToTop";
import { StartedMark } from "./StartedMark";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Navigations render at once rather than as transitions: signing out clears the
          session and moves to Home in one render, so no view ever sees half of it. */}
      <BrowserRouter useTransitions={false}>
        <ScrollToTop />
        <StartedMark />
        <SessionExpiredListener />
        <PlaceSync />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** Reading places read offline reach the account (use-place-sync.ts). */
function PlaceSync() {
  usePlaceSync(useSession().status === "signed-in");
  return null;
}

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { SessionExpiredListener } from "../features/session/SessionExpiredListener";
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
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

import "@fontsource/literata/400.css";
import "@fontsource/literata/400-italic.css";
import "@fontsource/literata/600.css";
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadHomeRoute } from "./app/AppRoutes";
import { createQueryClient } from "./app/query-client";
import { bootstrapSession } from "./features/session/bootstrap-session";
import { registerServiceWorker } from "./lib/service-worker";

// Started before the first render so no screen guesses whether the visitor is signed in.
void bootstrapSession();
// Offline reading: the app's files kept, books saved for offline answered (ADR 0060).
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
const app = (
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>
);
const prerendered = root.querySelector<HTMLElement>("[data-prerendered]");
if (prerendered && !document.documentElement.hasAttribute("data-member")) {
  // The visitor's home page, prerendered at build time (home.html): the app takes over
  // its markup rather than painting it again, since a second paint of the same page would
  // count as its largest paint, late. The route's code comes first, so the first render
  // is the page itself; a mismatch falls back to rendering afresh, as a plain start would.
  void preloadHomeRoute()
    .catch(() => {})
    .then(() =>
      // As a transition, hydration yields to the browser every few milliseconds instead
      // of holding the page unresponsive while it runs.
      startTransition(() => {
        hydrateRoot(prerendered, app, {
          onRecoverableError: (error) =>
            console.warn("The prerendered page was drawn again:", error),
        });
      }),
    );
} else {
  prerendered?.remove();
  const appRoot = createRoot(root);
  // The first render as a transition too: it yields to the browser while it runs.
  startTransition(() => appRoot.render(app));
}

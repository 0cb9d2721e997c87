import { RotateCw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../components/ui/Button";
import { ChunkLoadError } from "../lib/lazy-with-retry";

interface Props {
  children: ReactNode;
  /** When this changes (the user went elsewhere) a shown error is cleared. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/**
 * Catches what a screen throws while rendering, above all a code chunk that would not
 * load after its retries, and offers a reload instead of leaving a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Screen failed to render", error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const offline = error instanceof ChunkLoadError;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center"
      >
        <h1 className="font-serif text-2xl font-semibold">
          {offline ? "This page could not be loaded" : "Something went wrong"}
        </h1>
        <p className="text-ink-soft">
          {offline
            ? "Part of Bindery did not arrive, perhaps because the connection dropped or a new version was just released. Reloading usually fixes it."
            : "An unexpected error stopped this page. Reloading usually fixes it."}
        </p>
        <Button onClick={() => window.location.reload()}>
          <RotateCw className="size-4" aria-hidden="true" />
          Reload
        </Button>
      </div>
    );
  }
}

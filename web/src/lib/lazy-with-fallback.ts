import { type ComponentType, createElement, type ReactNode, useEffect, useState } from "react";
import { loadWithRetry } from "./lazy-with-retry";

/**
 * A code-split component that shows `fallback` (a node, or one drawn from the props) until
 * its chunk has come and then itself,
 * by a state update instead of by suspending; once the chunk is there it renders at once.
 *
 * Why not React.lazy: React holds back showing suspended content until 300 ms after the
 * last Suspense fallback appeared (so that parts do not pop in one by one). On a first
 * visit the route's fallback appears as the app starts, so a screen behind React.lazy
 * cannot show before that, however soon its code and data came. For the screens a first
 * visit waits for (the reader and its reflowed view) that hold-back was most of the wait.
 *
 * A chunk that will not load after loadWithRetry's retries is thrown while rendering,
 * for the route's error boundary to offer a reload, as React.lazy would.
 */
export function lazyWithFallback<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode | ((props: Props) => ReactNode) = null,
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;

  /** Starts fetching the chunk (once), for a caller that knows it will soon be shown. */
  function preload(): Promise<ComponentType<Props>> {
    loading ??= loadWithRetry(load).then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        // A later mount tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy is.
  function LazyWithFallback(props: Props) {
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      preload().then(
        (ready) => live && setComponent(() => ready),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    if (component) return createElement(component, props);
    return typeof fallback === "function" ? fallback(props) : fallback;
  }

  return Object.assign(LazyWithFallback, { preload });
}

import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithFallback } from "./lazy-with-fallback";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive: () => void = () => {};
  const chunk = new Promise<{ default: typeof Greeting }>((resolve) => {
    arrive = () => resolve({ default: Greeting });
  });
  return { load: () => chunk, arrive };
}

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>Failed: {this.state.message}</p> : this.props.children;
  }
}

describe("lazyWithFallback", () => {
  it("shows its own fallback, never a Suspense boundary's, until the chunk comes", async () => {
    const { load, arrive } = deferredChunk();
    const Lazy = lazyWithFallback(load, <p>Opening…</p>);
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("Opening…")).toBeTruthy();
    expect(screen.queryByText("Suspended")).toBeNull();
    await act(async () => arrive());
    expect(screen.getByText("Hello, Ada")).toBeTruthy();
    expect(screen.queryByText("Opening…")).toBeNull();
  });

  it("renders at once when the chunk was preloaded", async () => {
    const { load, arrive } = deferredChunk();
    const Lazy = lazyWithFallback(load, <p>Opening…</p>);
    const preloaded = Lazy.preload();
    arrive();
    await preloaded;
    render(<Lazy name="Grace" />);
    expect(screen.getByText("Hello, Grace")).toBeTruthy();
    expect(screen.queryByText("Opening…")).toBeNull();
  });

  it("throws a chunk that will not load, after its retries, to the error boundary", async () => {
    vi.useFakeTimers();
    try {
      const Lazy = lazyWithFallback<{ name: string }>(
        () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
        <p>Opening…</p>,
      );
      render(
        <Caught>
          <Lazy name="Alan" />
        </Caught>,
      );
      expect(screen.getByText("Opening…")).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getByText("Failed: A part of the app could not be loaded.")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

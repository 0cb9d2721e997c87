import { DEFAULT_READER_SETTINGS } from "@bindery/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { fakeFetch, json } from "../../../test/fake-api";
import { signedInWithFakeTimers } from "../../../test/signed-in-with-fake-timers";
import { GUEST_SETTINGS_KEY, useReaderSettings } from "./use-reader-settings";

function renderSettings(signedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useReaderSettings(signedIn), { wrapper });
}

describe("useReaderSettings", () => {
  signedInWithFakeTimers();

  it("keeps a guest's settings in localStorage, bad fields replaced by defaults", () => {
    localStorage.setItem(GUEST_SETTINGS_KEY, JSON.stringify({ font_size: 5, font: "comic" }));
    const calls = fakeFetch(() => json(500, {}));
    const { result } = renderSettings(false);
    expect(result.current.settings).toEqual({ ...DEFAULT_READER_SETTINGS, font_size: 5 });
    act(() => result.current.change({ margins: "wide" }));
    expect(result.current.settings.margins).toBe("wide");
    expect(JSON.parse(localStorage.getItem(GUEST_SETTINGS_KEY) ?? "{}")).toMatchObject({
      font_size: 5,
      margins: "wide",
    });
    expect(calls).toEqual([]);
  });

  it("reads a signed-in reader's settings and saves quick changes once, the last", async () => {
    vi.useRealTimers();
    const saved = { ...DEFAULT_READER_SETTINGS, font_size: 4, line_spacing: "relaxed" };
    const calls = fakeFetch((call) => json(200, call.method === "PUT" ? call.body : saved));
    const { result } = renderSettings(true);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.settings).toEqual(saved);

    act(() => result.current.change({ font_size: 5 }));
    act(() => result.current.change({ font_size: 6 }));
    await waitFor(() => expect(result.current.settings.font_size).toBe(6));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({
      url: "/api/v1/users/reader_settings/",
      method: "PUT",
      body: { ...saved, font_size: 6 },
    });
  });

  it("falls back to the defaults when the server cannot answer", async () => {
    vi.useRealTimers();
    fakeFetch(() => json(404, { detail: "Not found." }));
    const { result } = renderSettings(true);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.settings).toEqual(DEFAULT_READER_SETTINGS);
  });
});

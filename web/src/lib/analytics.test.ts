import { EVENTS_PATH } from "@bindery/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countPageTurn, flushAnalytics, track } from "./analytics";

type Batch = { events: { name: string; props?: Record<string, unknown> }[] };

function beaconSpy() {
  const batches: Batch[] = [];
  const spy = vi.fn((url: string, body: string) => {
    expect(url).toBe(EVENTS_PATH);
    batches.push(JSON.parse(body) as Batch);
    return true;
  });
  Object.defineProperty(navigator, "sendBeacon", { value: spy, configurable: true });
  return { spy, batches };
}

function setPrivacy(doNotTrack: string | null, gpc: boolean) {
  Object.defineProperty(navigator, "doNotTrack", { value: doNotTrack, configurable: true });
  Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true });
}

describe("analytics", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPrivacy(null, false);
  });
  afterEach(() => {
    flushAnalytics();
    vi.useRealTimers();
  });

  it("sends events together, a few seconds after the first", () => {
    const { spy, batches } = beaconSpy();
    track({ name: "log_in" });
    track({ name: "book_opened", props: { book_id: "b1", public: true } });
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(batches[0]?.events.map((event) => event.name)).toEqual(["log_in", "book_opened"]);
  });

  it("counts page turns into one pages_turned event per book", () => {
    const { batches } = beaconSpy();
    for (let turn = 0; turn < 40; turn++) countPageTurn("b1");
    countPageTurn("b2");
    flushAnalytics();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.events).toEqual([
      expect.objectContaining({ name: "pages_turned", props: { book_id: "b1", count: 40 } }),
      expect.objectContaining({ name: "pages_turned", props: { book_id: "b2", count: 1 } }),
    ]);
  });

  it("sends what waits when the page is hidden", () => {
    const { spy } = beaconSpy();
    track({ name: "sign_up" });
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(spy).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  it.each([
    ["Do Not Track", "1", false],
    ["Global Privacy Control", null, true],
  ])("records nothing under %s", (_label, doNotTrack, gpc) => {
    const { spy } = beaconSpy();
    setPrivacy(doNotTrack, gpc);
    track({ name: "log_in" });
    countPageTurn("b1");
    flushAnalytics();
    vi.advanceTimersByTime(10_000);
    expect(spy).not.toHaveBeenCalled();
  });
});

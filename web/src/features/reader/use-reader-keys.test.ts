import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ReaderKeyActions, useReaderKeys } from "./use-reader-keys";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function listen(rtl = false) {
  const actions: ReaderKeyActions = {
    back: vi.fn(),
    forward: vi.fn(),
    first: vi.fn(),
    last: vi.fn(),
    contents: vi.fn(),
    search: vi.fn(),
    goToPage: vi.fn(),
  };
  renderHook(() => useReaderKeys(actions, true, rtl));
  const called = () =>
    Object.entries(actions)
      .filter(([, action]) => (action as ReturnType<typeof vi.fn>).mock.calls.length > 0)
      .map(([name]) => name);
  return { called };
}

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe("useReaderKeys", () => {
  it("turns forward with the right arrow, and with the left one in a right-to-left book", () => {
    for (const [rtl, key, action] of [
      [false, "ArrowRight", "forward"],
      [false, "ArrowLeft", "back"],
      [true, "ArrowLeft", "forward"],
      [true, "ArrowRight", "back"],
      [true, "PageDown", "forward"],
    ] as const) {
      const { called } = listen(rtl);
      press(document.body, key);
      expect(called()).toEqual([action]);
      cleanup();
    }
  });

  it("turns with Space and Shift+Space, and opens the panels with t, / and g", () => {
    for (const [key, init, action] of [
      [" ", {}, "forward"],
      [" ", { shiftKey: true }, "back"],
      ["Home", {}, "first"],
      ["End", {}, "last"],
      ["t", {}, "contents"],
      ["/", {}, "search"],
      ["g", {}, "goToPage"],
    ] as const) {
      const { called } = listen();
      const event = press(document.body, key, init);
      expect(called()).toEqual([action]);
      expect(event.defaultPrevented).toBe(true);
      cleanup();
    }
  });

  it("leaves Space to a focused button and every key to a text box", () => {
    const { called } = listen();
    document.body.innerHTML = '<button type="button">Next page</button><input aria-label="q" />';
    const button = document.querySelector("button") as HTMLButtonElement;
    const input = document.querySelector("input") as HTMLInputElement;
    expect(press(button, " ").defaultPrevented).toBe(false);
    for (const key of [" ", "t", "/", "Home"]) press(input, key);
    press(document.body, "t", { ctrlKey: true });
    expect(called()).toEqual([]);
  });
});

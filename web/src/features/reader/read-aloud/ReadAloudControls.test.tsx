import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReadAloudBar } from "./ReadAloudControls";
import type { ReadAloud } from "./use-read-aloud";

/** The player's view of read aloud, as useReadAloud hands it over. */
const readAloud = (state: Partial<ReadAloud>): ReadAloud =>
  ({
    status: "playing",
    ended: null,
    marks: null,
    reason: null,
    start: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    next: vi.fn(),
    previous: vi.fn(),
    stop: vi.fn(),
    rate: 1,
    setRate: vi.fn(),
    voices: [],
    voice: null,
    setVoice: vi.fn(),
    sleep: "off",
    setSleep: vi.fn(),
    ...state,
  }) as ReadAloud;

describe("the read-aloud player", () => {
  it("says when the sleep timer paused reading, and how long it had run", () => {
    const { rerender } = render(<ReadAloudBar readAloud={readAloud({ sleep: "30" })} />);
    expect(screen.getByRole("status").textContent).toBe("");

    rerender(
      <ReadAloudBar readAloud={readAloud({ status: "paused", ended: "sleep", sleep: "30" })} />,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "The sleep timer paused reading after 30 minutes. Play goes on from here.",
    );
    expect(screen.getByRole("button", { name: "Resume reading" })).toBeTruthy();

    rerender(
      <ReadAloudBar
        readAloud={readAloud({ status: "paused", ended: "sleep", sleep: "chapter" })}
      />,
    );
    expect(screen.getByRole("status").textContent).toMatch(/at the end of the chapter/);

    // Paused by the reader: nothing to say.
    rerender(<ReadAloudBar readAloud={readAloud({ status: "paused", sleep: "30" })} />);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});

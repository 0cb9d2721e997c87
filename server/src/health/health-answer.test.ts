import { describe, expect, it } from "vitest";
import { healthAnswer, STALLED_AFTER_MS } from "./health-answer.js";

describe("the health thread's answer", () => {
  const ok = { status: 200, body: '{"status":"ok"}', at: 1_000_000 };

  it("is the server's own last answer while the server goes on checking", () => {
    expect(healthAnswer(ok, ok.at + STALLED_AFTER_MS - 1)).toEqual({
      status: 200,
      body: '{"status":"ok"}',
    });
    const down = { status: 503, body: '{"status":"unavailable"}', at: ok.at };
    expect(healthAnswer(down, ok.at + 10).status).toBe(503);
  });

  it("says the server is stuck when its loop has not checked for a while", () => {
    const answer = healthAnswer(ok, ok.at + 6_500);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({
      status: "unavailable",
      detail: "The server has not checked its health for 6 s.",
    });
  });
});

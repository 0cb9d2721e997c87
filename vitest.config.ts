import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for the whole suite; each workspace is a project so `--project` picks parts.
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores - 1); most of these tests wait on
    // databases, child processes and Chromium, so one worker per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"], environment: "node" } },
      { test: { name: "contract", include: ["contract/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "themes",
          include: ["themes/src/**/*.test.ts"],
          environment: "node",
          // The generator's tests render every built-in theme once, in one thread.
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: "converter",
          include: ["converter/src/**/*.test.ts", "converter/test/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/src/test/web-storage.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/tests/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each browser test file starts its own server and Chromium; two at once fit two cores.
          maxWorkers: 2,
          // On CI's shared machine a browser test that loses a timing race gets one more try;
          // a real failure fails twice, and a retried test is named in the report.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});

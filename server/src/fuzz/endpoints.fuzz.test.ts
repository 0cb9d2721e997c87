import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, seedBook, type TestUser } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

/**
 * Random requests to every endpoint. The usual test run (and CI) replays FIXED_SEEDS only,
 * so it is deterministic; wider random runs are a separate command:
 *
 *   npm run fuzz                          # a random seed, 1000 cases per database
 *   FUZZ_SEED=1429029495 npm run fuzz     # replay one seed
 *   FUZZ_RUNS=5000 npm run fuzz           # more cases
 *
 * Each test's name carries its seed. When a seed finds a failure, fix it and add the seed
 * to FIXED_SEEDS, so the case stays checked on every run. A seed replays the same cases
 * only while the endpoints and generators stay the same, so the failure also gets a test
 * of its own (as lib/storable-text.routes.test.ts has for a NUL in a path).
 */
const databases = await testDatabases();

/** Seeds every run replays: each one that ever found a failure stays here as its regression case. */
const FIXED_SEEDS = [
  // A NUL byte (%00) as a book id reached PostgreSQL, which cannot store it, and answered 500.
  1429029495,
  // Seeds picked at random, kept so that every run covers the same wider ground.
  20260117, 77412093,
];

/** Cases per seed and database: a few hundred in all keeps the run to seconds. */
const DEFAULT_RUNS = 150;

/** FUZZ_SEED (a number, or "random") and FUZZ_RUNS widen the run beyond FIXED_SEEDS. */
function fuzzPlan(env: NodeJS.ProcessEnv): { seeds: number[]; runs: number } {
  const runs = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : DEFAULT_RUNS;
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error("FUZZ_RUNS must be a whole number, 1 or more.");
  if (!env.FUZZ_SEED) return { seeds: FIXED_SEEDS, runs };
  const seed =
    env.FUZZ_SEED === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(env.FUZZ_SEED);
  if (!Number.isInteger(seed)) throw new Error('FUZZ_SEED must be a whole number or "random".');
  return { seeds: [seed], runs };
}

const plan = fuzzPlan(process.env);

interface Endpoint {
  method: string;
  /** OpenAPI path, with `{name}` where a path parameter goes. */
  path: string;
}

/** Every route the app documents, plus the ones kept out of the API docs. */
function endpointsOf(ctx: TestContext): Endpoint[] {
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  return [...documented, { method: "GET", path: "/healthz" }, { method: "GET", path: "/{page}" }];
}

/** A stack trace's frame ("    at fn (file.js:1:2)") or a path into the code. */
const LEAKS = /\n\s+at .+:\d+:\d+|node_modules|\/src\/.+\.ts|\/dist\/.+\.js/;

const text = fc.string({ maxLength: 40, unit: "binary" });
const queryValue = fc.oneof(
  text,
  fc.integer().map(String),
  fc.constantFrom("-1", "1e309", "NaN", "0x10", "", "[]", "{}"),
);

/** A request body in one of the shapes a client (or an attacker) may send. */
const body = fc.oneof(
  fc.record({ kind: fc.constant("none" as const) }),
  fc.record({ kind: fc.constant("json" as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({
    kind: fc.constant("raw" as const),
    value: text,
    type: fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/octet-stream",
    ),
  }),
  fc.record({
    kind: fc.constant("multipart" as const),
    parts: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom("file", "title", "description", "password"), text),
        value: text,
        asFile: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
  }),
);

type Body = typeof body extends fc.Arbitrary<infer T> ? T : never;

function encodeBody(sent: Body): { payload?: string | Buffer; headers: Record<string, string> } {
  switch (sent.kind) {
    case "none":
      return { headers: {} };
    case "json":
      return {
        payload: JSON.stringify(sent.value),
        headers: { "content-type": "application/json" },
      };
    case "raw":
      return { payload: sent.value, headers: { "content-type": sent.type } };
    case "multipart": {
      const boundary = "----fuzz-boundary";
      const parts = sent.parts.map((part) => {
        const name = part.name.replace(/["\r\n]/g, "_");
        const file = part.asFile ? `; filename="${name}.pdf"\r\nContent-Type: application/pdf` : "";
        return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${part.value}\r\n`;
      });
      return {
        payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "latin1"),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      };
    }
  }
}

describe.each(databases)("random requests to every endpoint on $name", (target) => {
  let ctx: TestContext;
  let user: TestUser;
  let bookId: string;
  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-fuzz-web-"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Bindery</title>");
    ctx = await startTestApp(target, {}, {}, { webDist });
    user = await createTestUser(ctx);
    bookId = (await seedBook(ctx, { pages: 3, snapshots: 1 })).id;
  });
  afterAll(async () => ctx?.close());

  it.each(plan.seeds)(
    "seed %i: never answers 500 or shows a stack trace, and the server stays up",
    async (seed) => {
      const endpoints = endpointsOf(ctx);
      // Every documented area is in the list, so a new route is fuzzed without listing it.
      expect(endpoints.length).toBeGreaterThan(15);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...endpoints),
          fc.oneof(text, fc.constant(bookId), fc.constant(user.id)),
          fc.dictionary(
            fc.oneof(fc.constantFrom("start", "end", "page", "exp", "sig", "task"), text),
            queryValue,
            { maxKeys: 4 },
          ),
          body,
          fc.constantFrom("none", "user", "garbage"),
          async (endpoint, param, query, sent, auth) => {
            const url = endpoint.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(param));
            const search = new URLSearchParams(query).toString();
            const { payload, headers } = encodeBody(sent);
            if (auth === "user") Object.assign(headers, user.headers);
            if (auth === "garbage") headers.authorization = `Bearer ${param}`;
            const response = await ctx.app.inject({
              method: endpoint.method as "GET",
              url: search ? `${url}?${search}` : url,
              headers,
              ...(payload === undefined || endpoint.method === "GET" ? {} : { payload }),
            });
            const where = `${endpoint.method} ${url}?${search} (${sent.kind}) → ${response.statusCode}: ${response.body.slice(0, 300)}`;
            // 503 is a deliberate answer (a webhook without its secret); 500 is a crash.
            expect(response.statusCode, where).not.toBe(500);
            expect(response.body, where).not.toMatch(LEAKS);
          },
        ),
        { numRuns: plan.runs, seed },
      );
      const health = await ctx.app.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
    },
  );
});

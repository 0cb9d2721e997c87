import { API_BASE, routes } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { lintDescription } from "./lint-description.js";
import { typeCheckClient } from "./typed-client-check.js";

interface ParameterSchema {
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: ParameterSchema[];
}

interface Operation {
  operationId?: string;
  parameters?: Array<{ in: string; name: string; schema?: ParameterSchema }>;
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Whether a parameter's schema says which values can be an id, not just "a string". */
const isShaped = (schema: ParameterSchema | undefined): boolean =>
  schema !== undefined &&
  (schema.format !== undefined ||
    schema.pattern !== undefined ||
    schema.enum !== undefined ||
    (schema.anyOf?.every(isShaped) ?? false));

/** The description clients generate from, as the running server publishes it. */
describe("the API description at /api/docs/json", () => {
  let ctx: TestContext;
  let description: { paths: Paths };
  let paths: Paths;
  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        operation,
      })),
    );

  beforeAll(async () => {
    // The description does not depend on the database: the first (SQLite) is enough.
    const [database] = await testDatabases();
    if (!database) throw new Error("No test database is available.");
    ctx = await startTestApp(database);
    const answer = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(answer.statusCode).toBe(200);
    description = answer.json();
    paths = description.paths;
  });
  afterAll(async () => ctx?.close());

  it("names every operation once", () => {
    const unnamed = operations().filter(({ operation }) => !operation.operationId);
    expect(unnamed.map(({ name }) => name)).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("describes each API operation at its contract descriptor's method and path", () => {
    const apiOperations = operations().filter(({ path }) => path.startsWith(`${API_BASE}/`));
    const described = apiOperations.map(
      ({ name, operation }) => `${operation.operationId} ${name}`,
    );
    const declared = Object.values(routes).map(
      (route) =>
        `${route.operationId} ${route.method} ${API_BASE}${route.path.replace(/:(\w+)/g, "{$1}")}`,
    );
    expect(described.sort()).toEqual(declared.sort());
  });

  it("documents at least one client error for every operation", () => {
    const silent = operations().filter(
      ({ operation }) =>
        // The site's settings take no input and need no sign-in: nothing can be refused.
        operation.operationId !== "getSite" &&
        !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status)),
    );
    expect(silent.map(({ name }) => name)).toEqual([]);
  });

  it("declares exactly the path parameters each path names", () => {
    const mismatched = operations().filter(({ path, operation }) => {
      // Template names as OpenAPI tools read them: a `{*}` wildcard is no parameter name.
      const named = [...path.matchAll(/\{([A-Za-z0-9_.-]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === "path")
        .map((parameter) => parameter.name);
      return named.sort().join() !== declared.sort().join();
    });
    expect(mismatched.map(({ name }) => name)).toEqual([]);
  });

  it("describes each path id's shape, and the 404 a malformed or unknown one gets", () => {
    const loose = operations().flatMap(({ name, operation }) =>
      (operation.parameters ?? [])
        // A stored file's key is any safe key, checked by the route itself.
        .filter((parameter) => parameter.in === "path" && parameter.name !== "key")
        .filter((parameter) => !isShaped(parameter.schema) || !operation.responses["404"])
        .map((parameter) => `${name} ${parameter.name}`),
    );
    expect(loose).toEqual([]);
  });

  it("passes Redocly's recommended lint", async () => {
    expect(await lintDescription(description)).toEqual([
      // The one operation that refuses nothing (see above).
      expect.stringMatching(/^warn operation-4xx-response: .* at #\/paths\/~1api~1v1~1site~1\/get/),
    ]);
  });

  it("generates a typed client whose calls type-check", async () => {
    expect(await typeCheckClient(description)).toEqual([]);
  }, 60_000);
});

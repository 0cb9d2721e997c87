// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_BASE, routes } from "@bindery/contract";
import { expect, it } from "vitest";

const SOURCE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The first segment of every API path ("users", "pdf_parser", …), from the contract. */
const apiRoots = [...new Set(Object.values(routes).map((route) => route.path.split("/")[1]))];
/** A string or template literal that starts like an API path. */
const apiPathLiteral = new RegExp(`["'\`](?:${API_BASE}/|/(?:${apiRoots.join("|")})/)`);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it("leaves every API path to the contract: no web module writes one", () => {
  expect(apiRoots).toEqual(expect.arrayContaining(["users", "pdf_parser"]));
  const writers = sourceFiles(SOURCE_DIR)
    .filter((file) => apiPathLiteral.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(SOURCE_DIR, file));
  // Each call names its route instead: callApi(routes.getBookContents, { params, … }).
  expect(writers).toEqual([]);
});

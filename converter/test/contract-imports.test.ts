import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const converterSource = fileURLToPath(new URL("../src", import.meta.url));
const contractSource = fileURLToPath(new URL("../../contract/src", import.meta.url));

/** Every TypeScript file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join(dir, file));
}

/** What a file imports at run time (`import type` is erased): the module specifiers. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found = source.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gms);
  return [...found].map((match) => match[1] as string);
}

/** The contract's files a module loads, itself included, following relative imports. */
function contractModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier.startsWith(".")) {
      contractModules(join(dirname(file), specifier.replace(/\.js$/, ".ts")), seen);
    }
  }
  return seen;
}

// Every thread of a conversion (the converting thread and each page worker) loads the
// modules it imports. The contract's root loads zod and builds every API schema: about
// 170 ms and 8 MB a thread, which a spare spent before it was ready (ADR 0062).
describe("the converter's use of the contract", () => {
  const contractImports = sourceFiles(converterSource).flatMap((file) =>
    runtimeImports(file)
      .filter((specifier) => specifier.startsWith("@bindery/contract"))
      .map((specifier) => ({ file, specifier })),
  );

  it("imports the contract's files by their own entries, never its root", () => {
    expect(contractImports.length).toBeGreaterThan(0);
    expect(contractImports.filter(({ specifier }) => specifier === "@bindery/contract")).toEqual(
      [],
    );
  });

  it("imports only files of the contract that load no zod", () => {
    const entries = new Set(contractImports.map(({ specifier }) => specifier));
    for (const entry of entries) {
      const file = join(contractSource, `${entry.replace("@bindery/contract/", "")}.ts`);
      for (const module of contractModules(file)) {
        expect(runtimeImports(module), `${entry} loads zod through ${module}`).not.toContain("zod");
      }
    }
  });
});

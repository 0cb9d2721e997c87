#!/usr/bin/env node
// Fails when a production server file other than the composition root (server/src/deps.ts)
// builds a repository. Repositories are built once, in deps.ts, and handed to features
// (deps.repos, deps.transaction): a repository made elsewhere is a second owner of its
// table's writes, with its own transaction and none of the shared state (catalog version).
// Tests and test helpers (test-support/, testing/) may build their own.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const COMPOSITION_ROOT = "deps.ts";
const TEST_FILE = /\.test\.tsx?$/;
const TEST_FOLDERS = new Set(["test-support", "testing"]);
/** A call of a repository factory; its definition (`function createXRepo(`) is not a call. */
const REPO_CALL = /(?<!function\s+)\bcreate[A-Z]\w*Repo\(/g;

function productionFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_FOLDERS.has(entry.name)) files.push(...productionFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** "file:line: call" for every repository built outside the composition root of `srcDir`. */
export function repositoryBuilders(srcDir) {
  const lines = [];
  for (const file of productionFiles(srcDir)) {
    const name = relative(srcDir, file).split(sep).join("/");
    if (name === COMPOSITION_ROOT) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        for (const match of line.matchAll(REPO_CALL))
          lines.push(`${name}:${index + 1}: ${match[0]}`);
      });
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const lines = repositoryBuilders(join(root, "server", "src"));
  if (lines.length > 0) {
    console.error("Repositories built outside server/src/deps.ts (use deps.repos there):");
    for (const line of lines) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log("Repositories are built in server/src/deps.ts only.");
}

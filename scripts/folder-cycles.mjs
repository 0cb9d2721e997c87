#!/usr/bin/env node
// Fails when folders import each other in a circle. Biome's noImportCycles sees cycles between
// files only; a folder is a unit of meaning (books, pages, a web feature), and a package reads
// top-down only when its folders form layers: a folder may import a lower one, never back up.
//
// A unit is an immediate subfolder of a package's src/ (web/src/features/<name> for the
// "features" folder, whose children are the units); a file directly in src/ is its own unit.
// Edges come from relative imports in production files; tests may reach across folders.
// A specifier names the emitted file ("./deps.js"); it is read as the source file it is
// compiled from ("./deps.ts"), so a root file is the same unit whichever way it is named.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx|mts|js|mjs)$/;
/** Folders whose children, not themselves, are the units. */
const GROUPING_FOLDERS = new Set(["features"]);

/** All production source files under a folder, depth first. */
function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) files.push(path);
  }
  return files;
}

/** Emitted extensions and the source extensions they are compiled from, tried in order. */
const SOURCE_OF = [
  [/\.js$/, [".ts", ".tsx"]],
  [/\.mjs$/, [".mts"]],
  [/\.jsx$/, [".tsx"]],
];

/** The source file an import specifier's resolved path stands for (the path itself if none). */
function sourceOf(path) {
  if (existsSync(path)) return path;
  for (const [emitted, sources] of SOURCE_OF) {
    if (!emitted.test(path)) continue;
    const found = sources.map((ext) => path.replace(emitted, ext)).find((p) => existsSync(p));
    if (found) return found;
  }
  return path;
}

/** The unit a path under src/ belongs to, or undefined when the path lies outside src/. */
function unitOf(srcDir, path) {
  const parts = relative(srcDir, path).split(sep);
  if (parts[0] === ".." || parts[0] === "") return undefined;
  if (parts.length === 1) return parts[0];
  if (GROUPING_FOLDERS.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/**
 * The folder graph of one package: for each unit, the units it imports and, for each such
 * edge, the first import that makes it (so a cycle can be shown as lines to change).
 */
export function folderGraph(srcDir) {
  /** @type {Map<string, Map<string, string>>} unit -> (imported unit -> "file -> specifier") */
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = unitOf(srcDir, file);
    if (!graph.has(from)) graph.set(from, new Map());
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith(".")) continue;
      const to = unitOf(srcDir, sourceOf(resolve(dirname(file), specifier)));
      if (to === undefined || to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, `${relative(srcDir, file)} -> ${specifier}`);
    }
  }
  return graph;
}

/** Strongly connected components with more than one unit (Tarjan), each sorted by name. */
export function folderCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (unit) => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const to of graph.get(unit)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit), index.get(to)));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) visit(unit);
  return cycles;
}

/** Human-readable lines for each cycle: its units, then every import between them. */
export function describeCycles(label, graph, cycles) {
  const lines = [];
  for (const units of cycles) {
    lines.push(`${label}: ${units.join(" <-> ")}`);
    const members = new Set(units);
    for (const from of units) {
      for (const [to, via] of graph.get(from) ?? []) {
        if (members.has(to)) lines.push(`  ${from} -> ${to}  (${via})`);
      }
    }
  }
  return lines;
}

/** Checks every package folder with a src/; returns the report lines (empty when clean). */
export function checkPackages(root, packages) {
  const lines = [];
  for (const name of packages) {
    const srcDir = join(root, name, "src");
    if (!statSync(srcDir, { throwIfNoEntry: false })?.isDirectory()) continue;
    const graph = folderGraph(srcDir);
    lines.push(...describeCycles(`${name}/src`, graph, folderCycles(graph)));
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const lines = checkPackages(root, workspaces);
  if (lines.length > 0) {
    console.error("Import cycles between folders (move what both sides share to a lower folder):");
    for (const line of lines) console.error(line);
    process.exit(1);
  }
  console.log(`No import cycles between folders in ${workspaces.join(", ")}.`);
}

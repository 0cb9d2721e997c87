// Writes dist/reader.html, which the server sends for /read_book/{id}: index.html that
// also names the reader's own code (its route's module, the modules it imports and its
// stylesheet), so the browser fetches them with the page instead of after the main
// script has run and asked for the route, and an empty template that the server fills
// with a visitor's first requests for the book (its page chunk, the guest themes, the
// default themes' pictures), moved into the head by a script for visitors only; and the
// book face's preloads and, for a screen that reflows the book (phones), the reflowed
// view's code, both of which the reader's code would ask for only once it runs; and,
// before the app's root, the backdrop shell the server styles for a visitor. The
// reflowed view's links carry that screen's media query: a wider screen fetches none.
//
// The reader's files are found in Vite's manifest of the build, removed afterwards: the
// server has no use for it, and it would be served as a static file.
import { promises as fs } from "node:fs";
import path from "node:path";
import { literataPreloads } from "./font-preloads.mjs";

const READER_ROUTE = "src/features/reader/ReaderPage.tsx";
const REFLOWED_VIEW = "src/features/reader/reflow/ReflowedBook.tsx";

export async function writeReaderShell(pageModule, outDir) {
  const manifestDir = path.join(outDir, ".vite");
  const manifest = JSON.parse(await fs.readFile(path.join(manifestDir, "manifest.json"), "utf8"));
  await fs.rm(manifestDir, { recursive: true, force: true });
  for (const key of [READER_ROUTE, REFLOWED_VIEW]) {
    if (!manifest[key]) throw new Error(`The build's manifest has no ${key}.`);
  }
  const index = await fs.readFile(path.join(outDir, "index.html"), "utf8");
  const route = staticImports(manifest, READER_ROUTE);
  const reflowed = staticImports(manifest, REFLOWED_VIEW);
  // What index.html (and, for the reflowed view, the route) loads already is not named twice.
  const inIndex = (file) => index.includes(file);
  const inIndexOrRoute = (file) =>
    inIndex(file) || route.scripts.includes(file) || route.styles.includes(file);
  const links = [
    ...preloadLinks(route, inIndex, ""),
    ...preloadLinks(reflowed, inIndexOrRoute, mediaAttribute(pageModule.REFLOW_QUERY)),
  ].join("");
  const visitorPreloads = `<template id="${pageModule.VISITOR_PRELOADS_TEMPLATE_ID}"></template><script>${pageModule.VISITOR_PRELOADS_SCRIPT}</script>`;
  // Before the stylesheet: an inline script waits for the stylesheets above it.
  const firstTag = index.indexOf("<script");
  if (firstTag < 0) throw new Error("index.html has no script.");
  const fonts = await literataPreloads(outDir);
  if (!index.includes('<div id="root"></div>')) throw new Error("index.html has no empty root.");
  // The backdrop a visitor's reader shows first, drawn by the style the server writes
  // for a public book (reader-page/visitor-preloads.ts); unstyled, it takes no room.
  const shell = `<div id="${pageModule.READER_BACKDROP_SHELL_ID}" aria-hidden="true"></div>`;
  await fs.writeFile(
    path.join(outDir, "reader.html"),
    `${index.slice(0, firstTag)}${visitorPreloads}${index.slice(firstTag)}`
      .replace("</head>", `${links}${fonts}</head>`)
      .replace('<div id="root"></div>', `${shell}<div id="root"></div>`),
  );
}

/** Preload links for `files`, but those `alreadyNamed`; `media` is an attribute or "". */
function preloadLinks({ scripts, styles }, alreadyNamed, media) {
  return [
    ...styles
      .filter((file) => !alreadyNamed(file))
      // Anonymous CORS, as the app's loader asks for a route's stylesheet: a preload
      // in another mode is not used, and the stylesheet is fetched again.
      .map((file) => `<link rel="preload" as="style" crossorigin${media} href="/${file}">`),
    ...scripts
      .filter((file) => !alreadyNamed(file))
      .map((file) => `<link rel="modulepreload" crossorigin${media} href="/${file}">`),
  ];
}

function mediaAttribute(query) {
  if (typeof query !== "string" || /["<>&]/.test(query)) {
    throw new Error(`Not a media query for an attribute: ${query}`);
  }
  return ` media="${query}"`;
}

/** The files `key` loads before it runs: its module, its static imports', their styles. */
function staticImports(manifest, key) {
  const scripts = [];
  const styles = [];
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

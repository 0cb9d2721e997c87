// Writes dist/reader.html, which the server sends for /read_book/{id}: index.html that
// also names the reader's own code (its route's module, the modules it imports and its
// stylesheet), so the browser fetches them with the main script instead of after it has
// run and asked for the route (all of them after a visitor's backdrop painted:
// scripts-after-paint.mjs), and an empty template that the server fills
// with a visitor's first requests for the book (its page chunk, the guest themes, the
// default themes' pictures), moved into the head by a script for visitors only; and, for
// a screen that reflows the book (phones), the reflowed view's code, which the reader's
// code would ask for only once it runs; and, before the app's root, the backdrop shell
// the server styles for a visitor. The reflowed view's links carry that screen's media
// query: a wider screen fetches none.
//
// Unlike the home page, the reader names no font preloads: Chromium holds the first
// paint until preloaded fonts arrive (or a timeout), which kept the backdrop, the
// reader's largest paint, from showing for as long; the reader's code asks for the
// book's faces before it sets any text, so the text waits for them either way.
//
// The reader's files are found in Vite's manifest of the build, removed afterwards: the
// server has no use for it, and it would be served as a static file.
import { promises as fs } from "node:fs";
import path from "node:path";
import { loadScriptsAfterFirstPaint } from "./scripts-after-paint.mjs";

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
  if (!index.includes('<div id="root"></div>')) throw new Error("index.html has no empty root.");
  // A visitor's reader of a public book paints its backdrop from the HTML: the scripts
  // wait for that paint. Other readers' scripts are asked for at once.
  const html = loadScriptsAfterFirstPaint(
    `${index.slice(0, firstTag)}${visitorPreloads}${index.slice(firstTag)}`,
    { paintsFrom: `#${pageModule.READER_BACKDROP_STYLE_ID}`, routeLinks: links },
  );
  // The backdrop a visitor's reader shows first, drawn by the style the server writes
  // for a public book (reader-page/visitor-preloads.ts); unstyled, it takes no room.
  const shell = `<div id="${pageModule.READER_BACKDROP_SHELL_ID}" aria-hidden="true"></div>`;
  await fs.writeFile(
    path.join(outDir, "reader.html"),
    html.replace('<div id="root"></div>', `${shell}<div id="root"></div>`),
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

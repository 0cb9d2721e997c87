// Writes dist/home.html: dist/index.html with the home page prerendered into its root
// (the page module's renderHomeMarkup, page-module.mjs). The server sends it for `/`
// without a `?view=`; every other page keeps index.html.
import { promises as fs } from "node:fs";
import path from "node:path";
import { literataPreloads } from "./font-preloads.mjs";

const TITLE = /<title>[^<]*<\/title>/;

export async function prerenderHome(pageModule, outDir) {
  const markup = await pageModule.renderHomeMarkup();
  // React writes the page's <title> with the markup; it belongs in the head.
  const title = markup.match(TITLE)?.[0];
  if (!title) throw new Error("The prerendered home page has no <title>.");
  const index = await fs.readFile(path.join(outDir, "index.html"), "utf8");
  if (!index.includes('<div id="root"></div>')) throw new Error("index.html has no empty root.");
  // The hero is set in the book face: preloaded, its text paints once, in that face.
  const fonts = await literataPreloads(outDir);
  const { html: withoutScripts, loader } = loadScriptsAfterFirstPaint(index);
  const home = withoutScripts
    .replace("</body>", `<script>${loader}</script></body>`)
    .replace(
      TITLE,
      `${title}<script>${pageModule.MEMBER_MARK_SCRIPT}</script><script>${pageModule.EARLY_MENU_TAP_SCRIPT}</script>${fonts}`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div data-prerendered>${markup.replace(TITLE, "")}</div></div>`,
    );
  await fs.writeFile(path.join(outDir, "home.html"), home);
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The page paints from its HTML; its scripts only make it interactive. Loaded by the
 * page's tags, they arrive and run before the first paint and hold it back, so they are
 * taken out and fetched by an inline script once the first contentful paint is on the
 * screen (or after a second and a half: a tab in the background paints nothing, and a
 * browser may not report paints). The main script's imports are left for it to fetch:
 * adding their modulepreload links from the script cost a phone about 20 ms of work.
 */
function loadScriptsAfterFirstPaint(index) {
  const scripts = [...index.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
  if (scripts.length !== 1) throw new Error("index.html should load one module script.");
  const html = index.replace(MODULE_SCRIPT, "").replace(MODULE_PRELOAD, "");
  const loader = `(function(){var started=false;function start(){if(started)return;started=true;var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=${JSON.stringify(scripts[0])};document.head.append(script)}try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true})}catch(e){start()}setTimeout(start,1500)})()`;
  return { html, loader };
}

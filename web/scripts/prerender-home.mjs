// Writes dist/home.html: dist/index.html with the home page prerendered into its root
// (the page module's renderHomeMarkup, page-module.mjs). The server sends it for `/`
// without a `?view=`; every other page keeps index.html.
import { promises as fs } from "node:fs";
import path from "node:path";
import { literataPreloads } from "./font-preloads.mjs";
import { loadScriptsAfterFirstPaint } from "./scripts-after-paint.mjs";

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
  const home = loadScriptsAfterFirstPaint(index, { paintsFrom: "[data-prerendered]" })
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

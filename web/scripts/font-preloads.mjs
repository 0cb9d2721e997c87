// Preloads of the two faces of Literata the site sets its headings and books in (400 and
// 600), found with the HTML rather than after the stylesheet or the script that asks for
// them: text then paints once, in its own face, instead of in a fallback first and again,
// larger, when the font comes.
import { promises as fs } from "node:fs";
import path from "node:path";

const FACES = ["literata-latin-400-normal", "literata-latin-600-normal"];

export async function literataPreloads(outDir) {
  const names = await fs.readdir(path.join(outDir, "static", "assets"));
  return FACES.map((face) => {
    const name = names.find((file) => file.startsWith(`${face}-`) && file.endsWith(".woff2"));
    if (!name) throw new Error(`The build has no ${face} font to preload.`);
    return `<link rel="preload" href="/static/assets/${name}" as="font" type="font/woff2" crossorigin>`;
  }).join("");
}

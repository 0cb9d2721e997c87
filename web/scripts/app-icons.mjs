// Draws the web app's icons from its logo (public/favicon.svg) into <outDir>/icons: the
// manifest's 192 and 512 px icons, the same logo full-bleed as the maskable icon (a
// launcher crops it to its own shape; the book keeps inside the middle 80 % it may not
// crop) and as the touch icon Apple's home screen rounds itself.
import { promises as fs } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** The manifest's icons: written by this, named by public/manifest.webmanifest. */
export const APP_ICONS = [
  { file: "icon-192.png", size: 192, fullBleed: false },
  { file: "icon-512.png", size: 512, fullBleed: false },
  { file: "icon-maskable-512.png", size: 512, fullBleed: true },
  { file: "apple-touch-icon.png", size: 180, fullBleed: true },
];

export async function writeAppIcons(outDir) {
  const logo = await fs.readFile(path.join(outDir, "favicon.svg"), "utf8");
  if (!/<rect [^>]*rx="\d+"/.test(logo)) throw new Error("The logo has no rounded tile.");
  // The tile's rounded corners are the launcher's to cut for a full-bleed icon.
  const squareLogo = logo.replace(/(<rect [^>]*) rx="\d+"/, "$1");
  const folder = path.join(outDir, "icons");
  await fs.mkdir(folder, { recursive: true });
  const viewBox = Number(/viewBox="0 0 (\d+) \d+"/.exec(logo)?.[1] ?? 0);
  if (!viewBox) throw new Error("The logo has no square viewBox.");
  for (const { file, size, fullBleed } of APP_ICONS) {
    // Rendered at the icon's size (72 dpi is one pixel a unit), not scaled up from 32 px.
    await sharp(Buffer.from(fullBleed ? squareLogo : logo), { density: (72 * size) / viewBox })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(folder, file));
  }
}

// @vitest-environment node
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { REFLOW_QUERY } from "./features/reader/pages/page-typography";

const webRoot = fileURLToPath(new URL("..", import.meta.url));

describe("the web app's build", () => {
  it("is React's production build with compressed copies, the home page prerendered and the reader's page, whatever NODE_ENV says", () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-web-build-"));
    try {
      const run = spawnSync(process.execPath, ["scripts/build.mjs", outDir], {
        cwd: webRoot,
        env: { ...process.env, NODE_ENV: "development" },
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(run.status, run.stderr).toBe(0);
      const jsDir = path.join(outDir, "static", "js");
      const scripts = fs.readdirSync(jsDir).filter((name) => name.endsWith(".js"));
      const code = scripts.map((name) => fs.readFileSync(path.join(jsDir, name), "utf8")).join("");
      // Production React reports errors by number; only the development build carries this.
      expect(code).toContain("Minified React error");
      expect(code).not.toContain("react-stack-bottom-frame");
      const main = scripts.find((name) => name.startsWith("index-")) ?? "";
      expect(fs.existsSync(path.join(jsDir, `${main}.br`))).toBe(true);
      expect(fs.existsSync(path.join(jsDir, `${main}.gz`))).toBe(true);

      // The home page, prerendered: whole (no part left behind a loading screen for an
      // inline script to reveal), titled, and fetching its script only after it painted.
      const home = fs.readFileSync(path.join(outDir, "home.html"), "utf8");
      expect(home).toContain("Read, Create, Author books.</h1>");
      expect(home).toContain("<title>Bindery · Read, Create, Author books.</title>");
      expect(home).not.toContain("<!--$?-->");
      expect(home).not.toContain('<script type="module"');
      expect(loadedAfterPaint(home).script).toBe(`/static/js/${main}`);
      expect(home).toMatch(
        /<link rel="preload" href="\/static\/assets\/literata-latin-600-normal-/,
      );

      // The reader's page names the reader's route module with the HTML, and holds the
      // template the server fills for visitors, with the script that uses it.
      const reader = fs.readFileSync(path.join(outDir, "reader.html"), "utf8");
      // Its script adds them with the main script, once a visitor's backdrop has painted.
      const route = scripts.find((name) => name.startsWith("ReaderPage-")) ?? "no reader route";
      const readerLoads = loadedAfterPaint(reader);
      expect(readerLoads.script).toBe(`/static/js/${main}`);
      expect(readerLoads.waitsFor).toBe("#reader-backdrop-style");
      expect(readerLoads.links).toContain(
        `<link rel="modulepreload" crossorigin href="/static/js/${route}">`,
      );
      // Its stylesheet is the reader's chunk's, which the shared reader's route uses too.
      expect(readerLoads.links).toMatch(
        /<link rel="preload" as="style" crossorigin href="\/static\/assets\/Reader(Page)?-[^"]+\.css">/,
      );
      // The reflowed view's code, for the screens that show it.
      const reflowed = scripts.find((name) => name.startsWith("ReflowedBook-")) ?? "no view";
      expect(readerLoads.links).toContain(
        `<link rel="modulepreload" crossorigin media="${REFLOW_QUERY}" href="/static/js/${reflowed}">`,
      );
      expect(reader).toContain('<template id="visitor-preloads"></template><script>');
      // No font preload: Chromium would hold the backdrop's first paint until it came.
      expect(reader).not.toContain('as="font"');
      expect(reader).not.toContain('<script type="module"');
      // The reader's code and all it imports carry no zod (its issue codes are in the zod
      // chunk alone): the app calls the API through endpoints, never its schemas.
      const readerCode = staticClosure(jsDir, route);
      expect(code).toContain("invalid_type");
      expect(readerCode).not.toContain("invalid_type");
      // Nor does a share link's reader, which reads its book through the link.
      const shared = scripts.find((name) => name.startsWith("SharedReaderPage-")) ?? "none";
      expect(staticClosure(jsDir, shared)).not.toContain("invalid_type");
      // Offline reading: the service worker keeps this build's files, named in it (the
      // page, the main script, the reader's route, every font a reader may choose), and
      // the manifest's icons are PNGs of the sizes it says.
      const worker = fs.readFileSync(path.join(outDir, "sw.js"), "utf8");
      for (const file of ["/index.html", `/static/js/${main}`, `/static/js/${route}`]) {
        expect(worker).toContain(file);
      }
      const fonts = fs.readdirSync(path.join(outDir, "static", "assets"));
      for (const font of fonts.filter((name) => name.endsWith(".woff2"))) {
        expect(worker).toContain(`/static/assets/${font}`);
      }
      expect(worker).not.toMatch(/\.woff[^2]|\.(br|gz)\b/);
      const manifest = JSON.parse(
        fs.readFileSync(path.join(outDir, "manifest.webmanifest"), "utf8"),
      ) as { icons: Array<{ src: string; sizes: string }> };
      for (const icon of manifest.icons) {
        const png = fs.readFileSync(path.join(outDir, icon.src));
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      }
      expect(fs.existsSync(path.join(outDir, "icons", "apple-touch-icon.png"))).toBe(true);
      // Vite's manifest served the build's layout to anyone; it is removed once used.
      expect(fs.existsSync(path.join(outDir, ".vite"))).toBe(false);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 180_000);
});

/**
 * What a page's last inline script loads once the page painted (scripts-after-paint.mjs):
 * its arguments, written as JSON strings after the function's source.
 */
function loadedAfterPaint(html: string): { script: string; links: string; waitsFor: string } {
  const text = String.raw`"(?:[^"\\]|\\.)*"`;
  const call = html.match(new RegExp(String.raw`\)\((${text}),(${text}),(${text})\)</script>`));
  if (!call) throw new Error("The page has no script that loads its scripts after it painted.");
  const [script, links, waitsFor] = call.slice(1).map((literal) => JSON.parse(literal) as string);
  return { script: script ?? "", links: links ?? "", waitsFor: waitsFor ?? "" };
}

/** A chunk's code with that of every chunk it imports statically, transitively. */
function staticClosure(jsDir: string, entry: string): string {
  const seen = new Set<string>();
  const pending = [entry];
  let code = "";
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const text = fs.readFileSync(path.join(jsDir, name), "utf8");
    code += text;
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      if (match[1]) pending.push(match[1]);
    }
  }
  return code;
}

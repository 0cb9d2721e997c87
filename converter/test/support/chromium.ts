import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  BODY_FONT_SIZE,
  BODY_LINE_HEIGHT,
  HEADING_FONT_SIZE,
  HEADING_FONT_WEIGHT,
  HEADING_LINE_HEIGHT,
  HEADING_MARKER,
  PAGE_HEIGHT,
  PAGE_PADDING,
  PAGE_WIDTH,
  PARAGRAPH_GAP,
  textRuns,
} from "@bindery/contract";
import type { BookPage } from "../../src/types.js";

/** Debian's Chromium, as the browser tests use it. */
export function chromiumPath(): string | null {
  return (
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path)) ?? null
  );
}

export interface RenderedPage {
  order: number;
  /** Height of the page's text in the browser, gaps included, in CSS px. */
  height: number;
  /** Lines of each paragraph as the browser broke them. */
  lines: number[];
}

/**
 * Renders book pages the way the reader does (see the converter README: Literata from
 * @fontsource with its unicode-range subsets, the contract's sizes, paragraphs in a flex
 * column with PARAGRAPH_GAP between them, overflow-wrap: anywhere, italics in <em>) and
 * measures them.
 */
export function renderInChromium(
  chromium: string,
  pages: BookPage[],
  workDir: string,
): RenderedPage[] {
  const fontDir = dirname(
    createRequire(import.meta.url).resolve("@fontsource/literata/package.json"),
  );
  const fontCss = ["400.css", "400-italic.css", "600.css"]
    .map((file) =>
      readFileSync(join(fontDir, file), "utf8").replaceAll(
        "url(./files/",
        `url(file://${fontDir}/files/`,
      ),
    )
    .join("\n");
  const escapeHtml = (text: string) =>
    textRuns(text)
      .map((run) => {
        const escaped = run.text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
        return run.italic ? `<em>${escaped}</em>` : escaped;
      })
      .join("");
  const body = pages
    .map((page) => {
      const paragraphs = page.page_content
        .split("\n\n")
        .filter(Boolean)
        .map((p) =>
          p.startsWith(HEADING_MARKER)
            ? `<p class="h">${escapeHtml(p.slice(2))}</p>`
            : `<p>${escapeHtml(p)}</p>`,
        );
      return `<div class="page" data-order="${page.page_order}"><div class="content">${paragraphs.join("")}</div></div>`;
    })
    .join("\n");
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${fontCss}
    body { margin: 0 }
    .page { width: ${PAGE_WIDTH}px; height: ${PAGE_HEIGHT}px; padding: ${PAGE_PADDING}px; box-sizing: border-box; overflow: hidden }
    .content { display: flex; flex-direction: column; gap: ${PARAGRAPH_GAP}px }
    p { margin: 0; font: 400 ${BODY_FONT_SIZE}px/${BODY_LINE_HEIGHT}px Literata; overflow-wrap: anywhere }
    p.h { font: ${HEADING_FONT_WEIGHT} ${HEADING_FONT_SIZE}px/${HEADING_LINE_HEIGHT}px Literata }
    </style></head><body>${body}<pre id="result"></pre><script>
    document.fonts.ready.then(() => {
      const pages = [...document.querySelectorAll(".page")].map((page) => {
        const content = page.querySelector(".content");
        const lines = [...content.children].map((p) =>
          Math.round(p.getBoundingClientRect().height / (p.classList.contains("h") ? ${HEADING_LINE_HEIGHT} : ${BODY_LINE_HEIGHT})));
        return { order: Number(page.dataset.order), height: content.getBoundingClientRect().height, lines };
      });
      document.getElementById("result").textContent = "RESULT" + JSON.stringify(pages) + "END";
    });
    </script></body></html>`;
  const file = join(workDir, "pages.html");
  writeFileSync(file, html);
  const dom = execFileSync(
    chromium,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--allow-file-access-from-files",
      "--virtual-time-budget=30000",
      "--dump-dom",
      `file://${file}`,
    ],
    { maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "ignore"], timeout: 90_000 },
  ).toString();
  const json = /<pre id="result">RESULT(.*?)END<\/pre>/s.exec(dom)?.[1];
  if (!json) throw new Error("Chromium did not report the measurements");
  return JSON.parse(
    json.replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<"),
  ) as RenderedPage[];
}

/** A PDF printed by Chromium ("Save as PDF"), which draws Arabic glyph by glyph. */
export function pdfFromChromium(chromium: string, html: string, workDir: string): Uint8Array {
  const page = join(workDir, "print.html");
  const pdf = join(workDir, "print.pdf");
  writeFileSync(page, html);
  execFileSync(
    chromium,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--no-pdf-header-footer",
      `--print-to-pdf=${pdf}`,
      `file://${page}`,
    ],
    { stdio: "ignore", timeout: 90_000 },
  );
  return new Uint8Array(readFileSync(pdf));
}

#!/usr/bin/env node
/**
 * Lighthouse on the site's main pages: `npm run bench:lighthouse` (after `npm run build`).
 *
 * Starts the built server on loopback (1,000 public books, the first with 200 pages) and
 * runs Lighthouse 12 (the npm package, driving Debian's Chromium at /usr/bin/chromium or
 * CHROME_PATH) on the home page, the public books, pricing and the reader, with the
 * mobile and desktop presets. Prints the four category scores with the largest
 * contentful paint (LCP), cumulative layout shift (CLS) and total blocking time (TBT).
 * Aims: mobile performance 90 or more on home and reader, CLS under 0.1 everywhere,
 * accessibility 100, best practices 95 or more.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { assertBuilt, startBenchServer } from "./support/bench-server.mjs";

assertBuilt("bench:lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const server = await startBenchServer({ books: 1000, pages: 200 });
const pages = [
  ["home", "/"],
  ["books", "/?view=books"],
  ["pricing", "/pricing"],
  ["reader", `/read_book/${server.bookId}`],
];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const score = (result, category) => Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result, audit) => result.audits[audit]?.numericValue ?? Number.NaN;

try {
  const rows = [];
  for (const [preset, config] of [
    ["mobile", undefined],
    ["desktop", desktopConfig],
  ]) {
    for (const [name, path] of pages) {
      const run = await lighthouse(
        server.base + path,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
        config,
      );
      const result = run?.lhr;
      if (!result) throw new Error(`Lighthouse gave no result for ${name} (${preset})`);
      const row = {
        page: name,
        preset,
        performance: score(result, "performance"),
        accessibility: score(result, "accessibility"),
        "best practices": score(result, "best-practices"),
        seo: score(result, "seo"),
        "LCP ms": Math.round(metric(result, "largest-contentful-paint")),
        CLS: Number(metric(result, "cumulative-layout-shift").toFixed(3)),
        "TBT ms": Math.round(metric(result, "total-blocking-time")),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  console.table(rows);
} finally {
  await chrome.kill();
  server.stop();
}

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
/**
 * One Lighthouse run of `url`. Now and then a run cannot read its own trace ("Cannot
 * read properties of undefined (reading 'frame_sequence')"): its metrics are errors, and
 * the categories they make up have no score (printed as 0). That is no measure of the
 * page: it is said and run again, up to three times in all.
 */
async function audit(url, config, label) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
      config,
    );
    const result = run?.lhr;
    if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
    const unscored = CATEGORIES.filter((category) => result.categories[category]?.score == null);
    if (unscored.length === 0) return result;
    const failure =
      result.runtimeError?.message ??
      Object.values(result.audits).find((audit) => audit.errorMessage)?.errorMessage ??
      "no reason given";
    const said = `Lighthouse could not score ${unscored.join(", ")} on ${label}: ${failure}`;
    if (attempt === 3) throw new Error(said);
    console.error(`${said}; running it again`);
  }
}

const score = (result, category) => Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result, audit) => result.audits[audit]?.numericValue ?? Number.NaN;

try {
  const rows = [];
  for (const [preset, config] of [
    ["mobile", undefined],
    ["desktop", desktopConfig],
  ]) {
    for (const [name, path] of pages) {
      const result = await audit(server.base + path, config, `${name} (${preset})`);
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

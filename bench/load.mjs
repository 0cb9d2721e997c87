#!/usr/bin/env node
/**
 * The API and the site under load: `npm run bench:load` (after `npm run build`).
 *
 * Starts the built server (server/dist/main.js) on loopback with a fresh SQLite database
 * holding 1,000 public books (one of them 200 pages long) and 200 accounts, and a bare
 * Fastify route serving the same JSON in a process of its own, then drives both with
 * autocannon:
 *
 * 1. requests per second of the page chunk (20 pages, as the reader asks) and of the
 *    public list (25 books, as the home page asks), each as a ratio to the bare route
 *    in the same run (aim: 0.5 or more);
 * 2. 500 connections on the page chunk for 30 s, with /healthz asked every 200 ms beside
 *    them on HEALTH_PORT and on PORT (aims: no timeouts or errors, p99 under 1 s,
 *    /healthz on HEALTH_PORT, the one a load balancer asks, always under 100 ms);
 * 3. 200 parallel sign-ins (from 200 addresses, behind TRUST_PROXY=1) while the home
 *    page (100 a second) and the main script (20 a second) are fetched, as a ratio of
 *    their p99 to the same fetches idle, in three rounds pooled (aim: 2 or less).
 *
 * The /healthz probe and the home page and script fetches run in processes of their own
 * (support/apart.mjs), so the driver's event loop, busy with 500 connections or 200
 * sign-ins, does not add its delay to what they measure.
 *
 * Every phase is bounded in time; the whole run takes about six minutes on a quiet
 * machine (sign-ins run at the lowest priority, so other work on the machine slows them).
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { runApart, startApart, summary } from "./support/apart.mjs";
import { assertBuilt, HOST, PASSWORD, startBenchServer, waitFor } from "./support/bench-server.mjs";

assertBuilt("bench:load");
const ACCOUNTS = 200;
const RATIO_SECONDS = 10;
const SIGN_IN_ROUNDS = 3;
const IDLE_SECONDS = 6;
const SIGN_IN_LIMIT_SECONDS = 180;

/** The value below which `share` of the values fall (nearest rank). */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** A bare Fastify route answering the same JSON, in its own process like the server. */
function startBareServer(server, port, bodies) {
  const file = path.join(server.dataDir, "bare-bodies.json");
  fs.writeFileSync(file, JSON.stringify(bodies));
  const script = `
    import fs from "node:fs";
    import Fastify from "fastify";
    const bodies = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, "utf8"));
    const app = Fastify();
    app.get("/chunk", async () => bodies.chunk);
    app.get("/list", async () => bodies.list);
    app.get("/healthz", async () => ({ status: "ok" }));
    await app.listen({ host: ${JSON.stringify(HOST)}, port: ${port} });
  `;
  return server.startNode(["--input-type=module", "-e", script]);
}

const run = (options) => autocannon({ timeout: 10, ...options });

// Sign-ins come from 200 addresses (X-Forwarded-For, one proxy trusted): one address
// would meet the per-address limit, which is not what this measures.
const server = await startBenchServer({
  books: 1000,
  pages: 200,
  accounts: ACCOUNTS,
  env: { TRUST_PROXY: "1" },
});
const { base, bookId } = server;
const BARE_PORT = server.port + 1;
try {
  const chunkPath = `/api/v1/pdf_parser/books/${bookId}/?start=0&end=19`;
  const listPath = "/api/v1/pdf_parser/public_domain_books/?start=0&end=24";
  const chunk = await (await fetch(base + chunkPath)).json();
  const list = await (await fetch(base + listPath)).json();
  startBareServer(server, BARE_PORT, { chunk, list });
  await waitFor(`http://${HOST}:${BARE_PORT}/healthz`);
  console.log(
    `chunk: ${JSON.stringify(chunk).length} bytes, list: ${JSON.stringify(list).length} bytes`,
  );

  // 1. The read path against a bare route, alternating, at 50 connections.
  const ratios = {};
  for (const [name, url] of [
    ["page chunk", chunkPath],
    ["public list", listPath],
  ]) {
    const bareName = name === "page chunk" ? "/chunk" : "/list";
    // A short warm-up of both first: the JIT, and the server's start-up work (the spare
    // converter compiles MuPDF for a few seconds after the server listens).
    await run({ url: `http://${HOST}:${BARE_PORT}${bareName}`, connections: 10, duration: 3 });
    await run({ url: base + url, connections: 10, duration: 5 });
    const reference = summary(
      await run({
        url: `http://${HOST}:${BARE_PORT}${bareName}`,
        connections: 50,
        duration: RATIO_SECONDS,
      }),
    );
    const real = summary(await run({ url: base + url, connections: 50, duration: RATIO_SECONDS }));
    ratios[name] = { bindery: real.rps, bare: reference.rps, ratio: real.rps / reference.rps };
    console.log(
      `${name}: ${real.rps} req/s against a bare route's ${reference.rps}: ${(real.rps / reference.rps).toFixed(2)}×`,
    );
  }

  // 2. 500 connections on the page chunk for 30 s, /healthz five times a second beside
  // them, on HEALTH_PORT (the health thread, the aim) and on PORT (in line with the crowd),
  // each from a process of its own (the load tool's busy event loop is not the server's).
  const probeHealth = (url) => runApart({ url, connections: 1, overallRate: 5, duration: 30 });
  const [crowdResult, health, inLine] = await Promise.all([
    run({ url: base + chunkPath, connections: 500, duration: 30 }),
    probeHealth(`${server.healthBase}/healthz`),
    probeHealth(`${base}/healthz`),
  ]);
  const crowd = summary(crowdResult);
  const failed = (probe) => probe.errors + probe.timeouts + probe.non2xx;
  console.log(
    `500 connections, 30 s: ${crowd.rps} req/s, p99 ${crowd.p99} ms, ${crowd.timeouts} timeouts, ${crowd.errors} errors, ${crowd.non2xx} non-2xx; /healthz on HEALTH_PORT p99 ${health.p99} ms, worst ${health.max} ms, ${failed(health)} failed; on PORT p99 ${inLine.p99} ms, worst ${inLine.max} ms, ${failed(inLine)} failed`,
  );

  // 3. The home page and the main script, idle and during 200 parallel sign-ins.
  const home = await (await fetch(`${base}/`)).text();
  const script = home.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
  if (!script) throw new Error("no main script in the home page");
  // Both at once and at a steady rate, idle as during the sign-ins, so the reference
  // differs from the measure by the sign-ins alone: as fast as they could go, the two
  // would share the server with each other and measure its throughput, not its latency.
  const sitePaths = [
    ["home page", "/", 100],
    ["main script", script, 20],
  ];
  const startSite = (duration) =>
    sitePaths.map(([, url, rate]) => startApart({ steady: true, url: base + url, rate, duration }));
  const measureSite = (duration) => Promise.all(startSite(duration).map((probe) => probe.done));
  const signInAll = (round) =>
    Promise.all(
      Array.from({ length: ACCOUNTS }, (_, n) =>
        fetch(`${base}/api/v1/users/login/`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.${round}.${Math.floor(n / 250)}.${n % 250}`,
          },
          body: JSON.stringify({ email: `reader${n}@example.com`, password: PASSWORD }),
          // Sign-ins yield to everything else; on a machine busy with other work they can
          // take minutes, and the run must still end.
          signal: AbortSignal.timeout(SIGN_IN_LIMIT_SECONDS * 1000),
        }).then(
          (response) => response.status,
          () => "timed out",
        ),
      ),
    );
  // Several rounds, each an idle window and then the whole time the sign-ins take (the
  // site measured until the last one answers), and one idle window after the last: a p99
  // in milliseconds moves with the machine from one window to the next, so the aim is
  // read on the windows pooled, idle against busy.
  const pooled = sitePaths.map(() => ({ idle: [], busy: [] }));
  const keep = (kind, results) => {
    for (const [index, result] of results.entries()) pooled[index][kind].push(...result.latencies);
  };
  const figures = (result) =>
    `p99 ${percentile(result.latencies, 0.99).toFixed(1)} ms (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`;
  for (let round = 0; round < SIGN_IN_ROUNDS; round++) {
    const idle = await measureSite(IDLE_SECONDS);
    keep("idle", idle);
    const probes = startSite(SIGN_IN_LIMIT_SECONDS);
    const began = performance.now();
    const statusList = await signInAll(round);
    const seconds = (performance.now() - began) / 1000;
    for (const probe of probes) probe.stop();
    const busy = await Promise.all(probes.map((probe) => probe.done));
    keep("busy", busy);
    const statuses = statusList.reduce((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});
    console.log(
      `round ${round + 1}: 200 parallel sign-ins ${JSON.stringify(statuses)} in ${seconds.toFixed(1)} s; ${sitePaths
        .map(
          ([name], index) => `${name} idle ${figures(idle[index])}, during ${figures(busy[index])}`,
        )
        .join("; ")}`,
    );
  }
  keep("idle", await measureSite(IDLE_SECONDS));
  sitePaths.forEach(([name], index) => {
    const idle = percentile(pooled[index].idle, 0.99);
    const busy = percentile(pooled[index].busy, 0.99);
    console.log(
      `${name}: p99 ${busy.toFixed(1)} ms during sign-ins against ${idle.toFixed(1)} ms idle, all rounds pooled: ${(busy / idle).toFixed(2)}×`,
    );
  });
} finally {
  server.stop();
}

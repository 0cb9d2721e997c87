/**
 * GET requests sent at a steady rate, each at its time whether or not the ones before it
 * have answered, as visitors arriving independently do: a tool that waits for an answer
 * before sending the next request sends fewer while the server is slow and so hides the
 * slowness (and autocannon's rate limit sends in bursts, which measures its own queue).
 * Latencies are kept whole, so windows can be pooled; headers are a browser's.
 */
import http from "node:http";

const TIMEOUT_MS = 10_000;

/** Runs until `duration` seconds have passed or `signal` aborts; resolves once every request has ended. */
export function steadyRequests({ url, rate, duration, signal }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const result = { latencies: [], errors: 0, timeouts: 0, non2xx: 0 };
  const interval = 1000 / rate;
  const began = performance.now();
  let sent = 0;
  let open = 0;
  let ended = false;
  return new Promise((resolve) => {
    const finish = () => {
      if (open > 0) return;
      agent.destroy();
      resolve(result);
    };
    const send = () => {
      open += 1;
      const start = performance.now();
      let settled = false;
      const settle = (outcome, statusCode) => {
        if (settled) return;
        settled = true;
        open -= 1;
        if (outcome === "answered") {
          result.latencies.push(performance.now() - start);
          if (statusCode < 200 || statusCode > 299) result.non2xx += 1;
        } else result[outcome] += 1;
        if (ended) finish();
      };
      const request = http.get(
        url,
        { agent, timeout: TIMEOUT_MS, headers: { "accept-encoding": "br, gzip" } },
        (response) => {
          response.resume();
          response.on("end", () => settle("answered", response.statusCode));
          response.on("error", () => settle("errors"));
        },
      );
      request.on("timeout", () => {
        settle("timeouts");
        request.destroy();
      });
      request.on("error", () => settle("errors"));
    };
    const tick = () => {
      const now = performance.now();
      if (signal?.aborted || now - began >= duration * 1000) {
        ended = true;
        finish();
        return;
      }
      // Every request whose time has come, then a wait until the next one's.
      while (began + sent * interval <= now) {
        sent += 1;
        send();
      }
      setTimeout(tick, Math.max(0, began + sent * interval - performance.now()));
    };
    tick();
  });
}

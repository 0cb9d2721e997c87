/**
 * Runs one autocannon measurement in a process of its own and returns its figures: a
 * probe beside a heavy load must not share the load tool's event loop, whose own delay
 * would be counted as the server's latency. `runApart(options)` forks this file, which
 * runs autocannon with `options` and sends back the figures the benchmark prints.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/** The figures the benchmark prints from an autocannon result. */
export const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});

/** Every request has a 10 s timeout; the child is killed if it outlives its duration by 30 s. */
export function runApart(options) {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const limit = setTimeout(
      () => {
        child.kill("SIGKILL");
        reject(new Error(`measurement of ${options.url} did not end`));
      },
      ((options.duration ?? 10) + 30) * 1000,
    );
    child.once("message", (result) => {
      clearTimeout(limit);
      resolve(result);
      child.kill("SIGTERM");
    });
    child.once("exit", (code) => {
      clearTimeout(limit);
      reject(new Error(`measurement of ${options.url} ended with ${code}`));
    });
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await autocannon({ timeout: 10, ...JSON.parse(process.argv[2]) });
  process.send(summary(result), () => process.exit(0));
}

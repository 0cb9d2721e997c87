/**
 * Runs one measurement in a process of its own and returns its figures: a probe beside a
 * heavy load must not share the load tool's event loop, whose own delay would be counted
 * as the server's latency. `startApart(options)` forks this file, which runs autocannon
 * with `options`, or with `steady` set sends requests at a steady rate
 * (steady-requests.mjs) and sends back every latency, to pool several windows.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { steadyRequests } from "./steady-requests.mjs";

/** The figures the benchmark prints from an autocannon result. */
export const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});

/**
 * Starts a measurement: `done` resolves with its figures when `duration` has passed or
 * when `stop()` ended it sooner. Every request has a 10 s timeout; the child is killed if
 * it outlives its duration by 30 s.
 */
export function startApart(options) {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const done = new Promise((resolve, reject) => {
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
  return { done, stop: () => child.connected && child.send("stop") };
}

export const runApart = (options) => startApart(options).done;

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { steady, ...options } = JSON.parse(process.argv[2]);
  const stopped = new AbortController();
  let result;
  if (steady) {
    process.on("message", (message) => message === "stop" && stopped.abort());
    result = await steadyRequests({ ...options, signal: stopped.signal });
  } else {
    const instance = autocannon({ timeout: 10, ...options });
    process.on("message", (message) => message === "stop" && instance.stop());
    result = summary(await instance);
  }
  process.send(result, () => process.exit(0));
}

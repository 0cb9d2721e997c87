/**
 * This process and all its descendants, as Linux's /proc shows them: their resident
 * memory, and their CPU time (ended children's included), for benchmarks that run work
 * in child processes.
 */
import { readdirSync, readFileSync } from "node:fs";

const PAGE_BYTES = 4096;
const TICKS_PER_SECOND = 100;

/** Each process's fields after its name, by pid. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      table.set(Number(entry), stat.slice(stat.lastIndexOf(")") + 2).split(" "));
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

/** The fields of this process and of each of its descendants. */
function treeFields() {
  const table = processTable();
  const children = new Map();
  for (const [pid, fields] of table) {
    const ppid = Number(fields[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const found = [];
  const stack = [process.pid];
  while (stack.length > 0) {
    const pid = stack.pop();
    if (table.has(pid)) found.push({ pid, fields: table.get(pid) });
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Resident memory of this process and all its descendants, in bytes. */
export function treeRss() {
  return treeFields().reduce((sum, { fields }) => sum + Number(fields[21]) * PAGE_BYTES, 0);
}

/**
 * CPU seconds used by this process's descendants, those still running and those that
 * ended (which the kernel adds to their parent's count of children's time once reaped);
 * this process's own time is left out: it only waits for them.
 */
export function childrenCpuSeconds() {
  let ticks = 0;
  for (const { pid, fields } of treeFields()) {
    // utime, stime of each descendant; cutime, cstime: its ended children's, ours included.
    if (pid !== process.pid) ticks += Number(fields[11]) + Number(fields[12]);
    ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** Runs `run` (which returns a promise) while sampling treeRss; resolves with both. */
export function peakMemoryDuring(run) {
  let peak = treeRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss());
  }, 50);
  return run()
    .finally(() => clearInterval(timer))
    .then((value) => ({ value, peak }));
}

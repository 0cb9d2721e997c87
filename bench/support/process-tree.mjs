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

/**
 * Resident memory, in bytes, of this process and all its descendants (`all`) and of the
 * descendants alone (`children`: the converter processes, without this benchmark's own).
 */
function treeRss() {
  let all = 0;
  let children = 0;
  for (const { pid, fields } of treeFields()) {
    const bytes = Number(fields[21]) * PAGE_BYTES;
    all += bytes;
    if (pid !== process.pid) children += bytes;
  }
  return { all, children };
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

/**
 * Runs `run` (which returns a promise) while sampling treeRss; resolves with its value,
 * the peak of all (`peak`) and the peak of the descendants alone (`childrenPeak`).
 */
export function peakMemoryDuring(run) {
  let { all: peak, children: childrenPeak } = treeRss();
  const timer = setInterval(() => {
    const now = treeRss();
    peak = Math.max(peak, now.all);
    childrenPeak = Math.max(childrenPeak, now.children);
  }, 50);
  return run()
    .finally(() => clearInterval(timer))
    .then((value) => ({ value, peak, childrenPeak }));
}

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
    const fields = statFields(Number(entry));
    if (fields) table.set(Number(entry), fields);
  }
  return table;
}

/** One process's fields after its name, or null once it has ended. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/**
 * How often the memory samples look for new descendants. Reading every process's stat
 * at each sample (every 50 ms) took 2% of a two-core machine, CPU taken from the
 * conversion being measured (which mutool's timing does not pay); in between, only the
 * descendants already found are read. A process a second old has not reached its peak:
 * converter processes load for about as long before they convert.
 */
const TREE_SCAN_MS = 1000;
let knownTree = { pids: [], scannedAt: Number.NEGATIVE_INFINITY };

/**
 * The fields of this process and of each of its descendants: found anew when `rescan`
 * or when the last search is older than TREE_SCAN_MS, else those found then.
 */
function treeFields(rescan = true) {
  if (!rescan && performance.now() - knownTree.scannedAt < TREE_SCAN_MS) {
    return knownTree.pids.flatMap((pid) => {
      const fields = statFields(pid);
      return fields ? [{ pid, fields }] : [];
    });
  }
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
  knownTree = { pids: found.map(({ pid }) => pid), scannedAt: performance.now() };
  return found;
}

/**
 * Resident memory, in bytes, of this process and all its descendants (`all`) and of the
 * descendants alone (`children`: the converter processes, without this benchmark's own).
 */
function treeRss() {
  let all = 0;
  let children = 0;
  for (const { pid, fields } of treeFields(false)) {
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

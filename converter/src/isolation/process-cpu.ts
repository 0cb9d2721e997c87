import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Linux counts CPU time in /proc in clock ticks of 1/100 s (USER_HZ, fixed for user space). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far, in seconds, every thread counted (user and system),
 * or null once it is gone. This is what a conversion's CPU limit watches: the page
 * workers' OCR and rendering, MuPDF's WebAssembly and libvips all show here.
 */
export async function cpuSecondsUsed(pid: number): Promise<number | null> {
  if (process.platform === "linux") {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, "utf8");
      // The command name (2nd field) may hold spaces: fields are counted after its ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
      const ticks = Number(fields[11]) + Number(fields[12]);
      return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : null;
    } catch {
      return null;
    }
  }
  try {
    const { stdout } = await run("ps", ["-o", "time=", "-p", String(pid)]);
    return parseCpuTime(stdout.trim());
  } catch {
    return null;
  }
}

/** ps's "[[dd-]hh:]mm:ss" in seconds. */
function parseCpuTime(text: string): number | null {
  const match = /^(?:(\d+)-)?(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) return null;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
}

import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Resident memory of a process in bytes, or null once it is gone. This is what the
 * memory cap watches: it counts MuPDF's WebAssembly memory, image buffers and every
 * thread of the process, none of which V8's heap limits see.
 */
export async function residentBytes(pid: number): Promise<number | null> {
  if (process.platform === "linux") {
    try {
      const status = await readFile(`/proc/${pid}/status`, "utf8");
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      return kb === undefined ? null : Number(kb) * 1024;
    } catch {
      return null;
    }
  }
  try {
    const { stdout } = await run("ps", ["-o", "rss=", "-p", String(pid)]);
    const kb = Number.parseInt(stdout.trim(), 10);
    return Number.isNaN(kb) ? null : kb * 1024;
  } catch {
    return null;
  }
}

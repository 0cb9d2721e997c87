import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.js";

export interface WaitOptions {
  /** How long to keep trying; a database container starting beside Bindery needs seconds. */
  seconds: number;
  /** Pause between attempts. */
  intervalMs?: number;
  /** Where the one waiting line goes. */
  say(line: string): void;
}

/** The database's address without its password, to name it in a message. */
export function describeDatabase(url: string): string {
  if (url.startsWith("sqlite:")) return url;
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString().replace(/:@/, "@");
  } catch {
    return "(DATABASE_URL)";
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Resolves once the database answers. While it does not, says so once and tries again
 * until `seconds` have passed, then throws one line naming the database and the reason.
 */
export async function waitForDatabase(
  db: Kysely<Database>,
  url: string,
  options: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + options.seconds * 1000;
  const interval = options.intervalMs ?? 1000;
  let said = false;
  for (;;) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (Date.now() + interval > deadline) {
        throw new Error(
          `the database at ${describeDatabase(url)} cannot be reached (${reason}); gave up after ${options.seconds} s. Check DATABASE_URL and that the database runs.`,
        );
      }
      if (!said) {
        options.say(
          `the database at ${describeDatabase(url)} cannot be reached (${reason}); trying again for ${options.seconds} s…`,
        );
        said = true;
      }
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

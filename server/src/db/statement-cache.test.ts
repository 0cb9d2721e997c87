import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./connect.js";

describe("SQLite statement cache", () => {
  it("prepares a statement once and reuses it, keeping a bounded number", () => {
    const raw = new SQLite(":memory:");
    let prepared = 0;
    const counting = Object.assign(Object.create(raw), {
      prepare: (sql: string) => {
        prepared += 1;
        return raw.prepare(sql);
      },
    }) as SQLite.Database;
    const database = withStatementCache(counting);
    const first = database.prepare("select 'first' as n");
    expect(database.prepare("select 'first' as n")).toBe(first);
    expect(prepared).toBe(1);
    for (let n = 0; n < 600; n++) database.prepare(`select ${n} as n`);
    // The oldest fell out and is prepared again; the newest are still kept.
    database.prepare("select 'first' as n");
    database.prepare("select 599 as n");
    expect(prepared).toBe(1 + 600 + 1);
    database.close();
  });
});

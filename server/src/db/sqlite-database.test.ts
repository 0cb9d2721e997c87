import { DatabaseSync } from "node:sqlite";
import { type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./sqlite-database.js";

interface Shelf {
  shelves: { id: Generated<number>; name: string; books: number };
}

const openShelves = () =>
  new Kysely<Shelf>({
    dialect: new SqliteDialect({ database: withStatementCache(new DatabaseSync(":memory:")) }),
  });

describe("SQLite statement cache", () => {
  it("prepares a statement once and reuses it, keeping a bounded number", () => {
    const raw = new DatabaseSync(":memory:");
    let prepared = 0;
    const database = withStatementCache({
      prepare: (sql) => {
        prepared += 1;
        return raw.prepare(sql);
      },
      close: () => raw.close(),
    });
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

describe("Kysely over node:sqlite", () => {
  it("binds parameters, returns rows, counts changes and streams", async () => {
    const db = openShelves();
    await sql`create table shelves (id integer primary key, name text not null, books integer not null)`.execute(
      db,
    );

    const inserted = await db
      .insertInto("shelves")
      .values({ name: "Poetry", books: 3 })
      .executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(1n);
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);

    const returned = await db
      .insertInto("shelves")
      .values({ name: "Travel", books: 5 })
      .returning(["id", "name"])
      .executeTakeFirstOrThrow();
    expect(returned).toEqual({ id: 2, name: "Travel" });

    const updated = await db
      .updateTable("shelves")
      .set((eb) => ({ books: eb("books", "+", 1) }))
      .where("books", ">", 2)
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);

    const rows = await db
      .selectFrom("shelves")
      .select(["name", "books"])
      .where("name", "in", ["Poetry", "Travel"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { name: "Poetry", books: 4 },
      { name: "Travel", books: 6 },
    ]);

    const streamed: string[] = [];
    for await (const row of db.selectFrom("shelves").select("name").orderBy("id").stream()) {
      streamed.push(row.name);
    }
    expect(streamed).toEqual(["Poetry", "Travel"]);
    await db.destroy();
  });
});

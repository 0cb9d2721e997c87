import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

// Links e-mailed to a user (confirm a new e-mail address, reset a forgotten password) carry
// a random token; only its SHA-256 is stored, with what it is for, when it expires and when
// it was used, so a link works once and a leaked database opens no account.
//
// Deleting an account keeps its orders for accounting, anonymised: orders.user_id becomes
// nullable and is set to NULL when its user goes. SQLite cannot change a column's
// constraints in place, so there the orders table is rebuilt (nothing references it).
const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function createAccountTokens(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("new_email", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("account_tokens_user_purpose")
    .on("account_tokens")
    .columns(["user_id", "purpose"])
    .execute();
}

/** Rebuilds orders on SQLite with `user_id` nullable and set to NULL when its user goes. */
async function rebuildSqliteOrders(db: Kysely<unknown>, onUserDelete: "set null" | "cascade") {
  await db.schema
    .createTable("orders_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) =>
      (onUserDelete === "cascade" ? c.notNull() : c).references("users.id").onDelete(onUserDelete),
    )
    .addColumn("payment_gateway", "text", (c) => c.notNull())
    .addColumn("payment_type", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_id", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("paid_at", "bigint")
    .execute();
  const keep = onUserDelete === "cascade" ? sql`WHERE user_id IS NOT NULL` : sql``;
  await sql`INSERT INTO orders_next SELECT id, user_id, payment_gateway, payment_type, amount,
    currency, order_id, status, payment_id, created_at, paid_at FROM orders ${keep}`.execute(db);
  await db.schema.dropTable("orders").execute();
  await db.schema.alterTable("orders_next").renameTo("orders").execute();
  await db.schema
    .createIndex("orders_gateway_payment")
    .on("orders")
    .columns(["payment_gateway", "payment_id"])
    .unique()
    .execute();
  await db.schema.createIndex("orders_user").on("orders").column("user_id").execute();
}

async function setPostgresOrdersUser(db: Kysely<unknown>, onUserDelete: "set null" | "cascade") {
  if (onUserDelete === "cascade") {
    await sql`DELETE FROM orders WHERE user_id IS NULL`.execute(db);
    await sql`ALTER TABLE orders ALTER COLUMN user_id SET NOT NULL`.execute(db);
  } else {
    await sql`ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL`.execute(db);
  }
  await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_user_id_fkey`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_user_id_fkey FOREIGN KEY (user_id)
    REFERENCES users(id) ON DELETE ${sql.raw(onUserDelete === "cascade" ? "CASCADE" : "SET NULL")}`.execute(
    db,
  );
}

const setOrdersUser = (db: Kysely<unknown>, onUserDelete: "set null" | "cascade") =>
  isSqlite(db) ? rebuildSqliteOrders(db, onUserDelete) : setPostgresOrdersUser(db, onUserDelete);

export const accountTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await createAccountTokens(db);
    await setOrdersUser(db, "set null");
  },
  async down(db: Kysely<unknown>) {
    await setOrdersUser(db, "cascade");
    await db.schema.dropTable("account_tokens").execute();
  },
};

import type { Kysely, Migration } from "kysely";

// A gateway's payment id pays one order: the unique index is the database's last word on
// replays, behind the check the grant makes first. Several NULLs (unpaid orders) are
// allowed by both SQLite and PostgreSQL. Orders are also looked up per user.
export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("orders_gateway_payment")
      .on("orders")
      .columns(["payment_gateway", "payment_id"])
      .unique()
      .execute();
    await db.schema.createIndex("orders_user").on("orders").column("user_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("orders_user").ifExists().execute();
    await db.schema.dropIndex("orders_gateway_payment").ifExists().execute();
  },
};

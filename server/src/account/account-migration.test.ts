import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate.js";
import { testDatabases } from "../test-support/databases.js";
import { migrationDatabase } from "../test-support/migration-database.js";

const databases = await testDatabases();

describe.each(databases)("the account-tokens migration on $name", (target) => {
  const at = migrationDatabase(target);

  it("keeps the orders stored before it, and lets a deleted user's orders stay", async () => {
    await at.migrateTo("0010-upload-task-claims");
    const handle = at.handle();
    const { db } = handle;
    await db
      .insertInto("users")
      .values({
        id: "u1",
        first_name: "Ada",
        last_name: "L",
        email: "ada@example.com",
        password_hash: "x",
        is_premium: 1,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const order = {
      id: "o1",
      user_id: "u1",
      payment_gateway: "paypal",
      payment_type: "subscription",
      amount: 999,
      currency: "USD",
      order_id: "PAYPAL-1",
      status: "paid",
      payment_id: "CAPTURE-1",
      created_at: 1,
      paid_at: 2,
    };
    await db.insertInto("orders").values(order).execute();
    await migrateToLatest(db);

    expect(await db.selectFrom("orders").selectAll().execute()).toEqual([order]);
    // The rebuilt table still refuses a second order with the same gateway payment.
    await expect(
      db
        .insertInto("orders")
        .values({ ...order, id: "o2", order_id: "PAYPAL-2" })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom("users").where("id", "=", "u1").execute();
    expect(await db.selectFrom("orders").select(["id", "user_id"]).execute()).toEqual([
      { id: "o1", user_id: null },
    ]);
  });
});

import type { Kysely } from "kysely";
import type { Database, OrdersTable } from "../../db/schema.js";

export type OrderRow = OrdersTable;

export function createOrdersRepo(db: Kysely<Database>) {
  return {
    async insert(order: OrderRow): Promise<void> {
      await db.insertInto("orders").values(order).execute();
    },
    /** By the gateway's order id (unique across gateways: each gateway's ids have their own shape). */
    findByGatewayOrderId: (orderId: string) =>
      db.selectFrom("orders").selectAll().where("order_id", "=", orderId).executeTakeFirst(),
    findById: (id: string) =>
      db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst(),
    findByPayment: (gateway: string, paymentId: string) =>
      db
        .selectFrom("orders")
        .selectAll()
        .where("payment_gateway", "=", gateway)
        .where("payment_id", "=", paymentId)
        .executeTakeFirst(),
    /**
     * created → paid, only from created. The WHERE on status is what makes the grant happen
     * once: of two racing callers, the database lets exactly one update the row.
     */
    async markPaid(id: string, paymentId: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable("orders")
        .set({ status: "paid", payment_id: paymentId, paid_at: now })
        .where("id", "=", id)
        .where("status", "=", "created")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** created → failed: money moved for the wrong amount, so the order needs a person. */
    async markFailed(id: string, paymentId: string): Promise<void> {
      await db
        .updateTable("orders")
        .set({ status: "failed", payment_id: paymentId })
        .where("id", "=", id)
        .where("status", "=", "created")
        .execute();
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

declare module "../../feature-deps.js" {
  interface Repos {
    orders: OrdersRepo;
  }
}

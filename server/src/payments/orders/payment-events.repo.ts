import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export function createPaymentEventsRepo(db: Kysely<Database>) {
  return {
    /**
     * Records a webhook event; false when it was recorded before (a redelivery). Run in
     * the same transaction as the event's effect, so an event whose handling failed is not
     * remembered and the gateway's retry is handled in full.
     */
    async recordOnce(gateway: string, eventId: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto("payment_events")
        // Prefixed so two gateways' event ids can never collide in the one key.
        .values({ id: `${gateway}:${eventId}`, gateway, received_at: now })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type PaymentEventsRepo = ReturnType<typeof createPaymentEventsRepo>;

declare module "../../feature-deps.js" {
  interface Repos {
    paymentEvents: PaymentEventsRepo;
  }
}

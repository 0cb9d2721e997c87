import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "../db/connect.js";
import type { AnalyticsEventsTable, Database } from "../db/schema.js";

export type AnalyticsEventRow = AnalyticsEventsTable;

/** Events of one name on one day, with the sum of their `props.count` (pages turned). */
export interface DailyEventCount {
  day: string;
  name: string;
  events: number;
  countSum: number;
}

export function createAnalyticsEventsRepo(db: Kysely<Database>, kind: DatabaseKind) {
  // The one place the two databases differ: reading a number out of the JSON text.
  const propsCount =
    kind === "postgres"
      ? sql<number>`coalesce(sum((props::jsonb ->> 'count')::bigint), 0)`
      : sql<number>`coalesce(sum(json_extract(props, '$.count')), 0)`;

  return {
    async insertMany(rows: AnalyticsEventRow[]): Promise<void> {
      if (rows.length > 0) await db.insertInto("analytics_events").values(rows).execute();
    },

    async dailyCounts(fromDay: string): Promise<DailyEventCount[]> {
      const rows = await db
        .selectFrom("analytics_events")
        .select(["day", "name"])
        .select((eb) => eb.fn.countAll<number>().as("events"))
        .select(propsCount.as("count_sum"))
        .where("day", ">=", fromDay)
        .groupBy(["day", "name"])
        .orderBy("day")
        .orderBy("name")
        .execute();
      return rows.map((row) => ({
        day: row.day,
        name: row.name,
        events: Number(row.events),
        countSum: Number(row.count_sum),
      }));
    },
  };
}

export type AnalyticsEventsRepo = ReturnType<typeof createAnalyticsEventsRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    analyticsEvents: AnalyticsEventsRepo;
  }
}

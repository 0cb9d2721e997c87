import { ANALYTICS_EVENT_NAMES } from "@bindery/contract";
import type { AnalyticsEventsRepo } from "./analytics-events.repo.js";
import { firstDayOf, utcDay } from "./event-time.js";

export interface EventTotal {
  name: string;
  events: number;
  /** Sum of `props.count` (pages turned); 0 for events without a count. */
  countSum: number;
}

export interface DayTotals {
  day: string;
  events: number;
  byName: Map<string, number>;
}

export interface EventStats {
  days: number;
  fromDay: string;
  toDay: string;
  /** Every known event, in the contract's order (zeros too), then any other stored name. */
  totals: EventTotal[];
  /** Days that had events, oldest first. */
  perDay: DayTotals[];
}

/** Totals per event and per day over the `days` UTC days that end today. */
export async function readEventStats(
  repo: AnalyticsEventsRepo,
  days: number,
  now: number,
): Promise<EventStats> {
  const fromDay = firstDayOf(days, now);
  const counts = await repo.dailyCounts(fromDay);

  const totals = new Map<string, EventTotal>(
    ANALYTICS_EVENT_NAMES.map((name) => [name, { name, events: 0, countSum: 0 }]),
  );
  const perDay = new Map<string, DayTotals>();
  for (const { day, name, events, countSum } of counts) {
    const total = totals.get(name) ?? { name, events: 0, countSum: 0 };
    total.events += events;
    total.countSum += countSum;
    totals.set(name, total);

    const dayTotals = perDay.get(day) ?? { day, events: 0, byName: new Map() };
    dayTotals.events += events;
    dayTotals.byName.set(name, (dayTotals.byName.get(name) ?? 0) + events);
    perDay.set(day, dayTotals);
  }
  return {
    days,
    fromDay,
    toDay: utcDay(now),
    totals: [...totals.values()],
    perDay: [...perDay.values()],
  };
}

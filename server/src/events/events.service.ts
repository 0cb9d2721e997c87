import type { AnalyticsSubmission } from "@bindery/contract";
import type { Clock } from "../lib/clock.js";
import { tooManyRequests } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import type { RateLimiter } from "../lib/rate-limiter.js";
import type { AnalyticsEventsRepo } from "./analytics-events.repo.js";
import { eventTime, utcDay } from "./event-time.js";

/** Batches per client address and minute; a reader's tab sends a few. */
export const EVENTS_LIMIT = { max: 60, windowMs: 60_000 } as const;
export const EVENTS_RATE_LIMITED = "Too many events from this address. Please slow down.";

export interface EventsServiceDeps {
  repo: AnalyticsEventsRepo;
  limiter: RateLimiter;
  clock: Clock;
}

export function createEventsService({ repo, limiter, clock }: EventsServiceDeps) {
  return {
    /** Stores a checked batch and answers how many events were kept (0 for an opted-out visitor). */
    async record(
      batch: AnalyticsSubmission,
      visitor: { ip: string; optedOut: boolean },
    ): Promise<number> {
      const { count, resetInMs } = await limiter.hit(`events:${visitor.ip}`, EVENTS_LIMIT.windowMs);
      if (count > EVENTS_LIMIT.max) {
        throw tooManyRequests(EVENTS_RATE_LIMITED, Math.ceil(resetInMs / 1000));
      }
      if (visitor.optedOut) return 0;
      const now = clock();
      await repo.insertMany(
        batch.events.map((event) => {
          const at = eventTime(event.at, now);
          return {
            id: newId(),
            name: event.name,
            props: JSON.stringify(event.props ?? {}),
            day: utcDay(at),
            created_at: at,
          };
        }),
      );
      return batch.events.length;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

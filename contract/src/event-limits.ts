/** Where analytics events go and how many at once (see events.ts), kept free of zod. */
export const EVENTS_PATH = "/api/v1/events/";
export const MAX_EVENTS_PER_BATCH = 50;
/** Page turns are counted in the browser and sent as one event per this many (or on leave). */
export const MAX_PAGES_PER_EVENT = 1000;

import { z } from "zod";
import { CONTACT_SUBJECTS } from "./contact-rules.js";
import { MAX_EVENTS_PER_BATCH, MAX_PAGES_PER_EVENT } from "./event-limits.js";

/**
 * POST /api/v1/events/ — first-party analytics, no authentication.
 *
 * The web batches events and sends them with `navigator.sendBeacon(EVENTS_PATH,
 * JSON.stringify(batch))`; its default `text/plain` type is accepted as well as
 * `application/json`. Answers 202 `{accepted}`; 400 `{events: [messages]}` when any event
 * has an unknown name or props (the whole batch is refused); 429 `{detail}` past the
 * per-address limit.
 *
 * Privacy: events carry no personal data — no emails, names or user ids; ids of books and
 * themes are fine. The web sends nothing when the browser asks for Do Not Track
 * (`navigator.doNotTrack === "1"`) or Global Privacy Control (`navigator.globalPrivacyControl`);
 * the server also stores nothing from a request with a `DNT: 1` or `Sec-GPC: 1` header.
 */
// In a module without zod, so the web's analytics client does not load the schemas.
export { EVENTS_PATH, MAX_EVENTS_PER_BATCH, MAX_PAGES_PER_EVENT } from "./event-limits.js";

// Ids only as opaque tokens: the pattern admits UUIDs and slugs, never an email address.
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "Must be a book or theme id." });
const uploadKind = z.enum(["book", "theme"]);
const gateway = z.string().regex(/^[a-z0-9_-]{1,32}$/, { error: "Must be a gateway name." });
const currency = z.string().regex(/^[A-Z]{3}$/, { error: "Must be a currency code." });

// Strict objects: a key that is not listed here is refused, so nothing else can slip in.
const noProps = z.strictObject({});
const uploadProps = z.strictObject({ kind: uploadKind.optional(), ok: z.boolean().optional() });
const purchaseProps = z.strictObject({
  gateway: gateway.optional(),
  currency: currency.optional(),
  ok: z.boolean().optional(),
});

/** When it happened, epoch milliseconds; the server uses its own time when this is missing or implausible. */
const at = z.number().int().min(0).optional();

const event = <Name extends string, Props extends z.ZodType>(name: Name, props: Props) =>
  z.strictObject({ name: z.literal(name), props, at });

export const analyticsEventSchema = z.discriminatedUnion(
  "name",
  [
    event("sign_up", noProps.optional()),
    event("log_in", noProps.optional()),
    event("upload_started", uploadProps.optional()),
    event("upload_finished", uploadProps.optional()),
    event(
      "book_opened",
      z.strictObject({ book_id: id.optional(), public: z.boolean().optional() }).optional(),
    ),
    event(
      "pages_turned",
      z.strictObject(
        { book_id: id.optional(), count: z.number().int().min(1).max(MAX_PAGES_PER_EVENT) },
        { error: "pages_turned needs props.count." },
      ),
    ),
    event(
      "theme_chosen",
      z
        .strictObject({ theme_id: id.optional(), kind: z.enum(["book", "page"]).optional() })
        .optional(),
    ),
    event("premium_preview_shown", z.strictObject({ theme_id: id.optional() }).optional()),
    event("purchase_started", purchaseProps.optional()),
    event("purchase_finished", purchaseProps.optional()),
    event(
      "contact_sent",
      z.strictObject({ subject: z.enum(CONTACT_SUBJECTS).optional() }).optional(),
    ),
  ],
  { error: "Unknown event name." },
);
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent["name"];

export const ANALYTICS_EVENT_NAMES: readonly AnalyticsEventName[] =
  analyticsEventSchema.options.map((option) => option.shape.name.value);

export const analyticsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema, { error: "Send a list of events." })
    .min(1, { error: "Send at least one event." })
    .max(MAX_EVENTS_PER_BATCH, { error: `Send at most ${MAX_EVENTS_PER_BATCH} events at once.` }),
});
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;
/** The batch as the server reads it, after checking. */
export type AnalyticsSubmission = z.output<typeof analyticsBatchSchema>;

export const analyticsBatchResponseSchema = z.object({ accepted: z.number().int() });
export type AnalyticsBatchResponse = z.infer<typeof analyticsBatchResponseSchema>;

import { contactRequestSchema, contactResponseSchema } from "../contact.js";
import { analyticsBatchResponseSchema, analyticsBatchSchema } from "../events.js";
import { siteInfoSchema } from "../site.js";
import * as endpoints from "./endpoints/site.js";
import type { ApiRoute } from "./route.js";

export const getSite = {
  ...endpoints.getSite,
  summary: "The operator and the partners the pages name, as configured",
  tags: ["site"],
  responses: { 200: siteInfoSchema },
} as const satisfies ApiRoute;

export const recordEvent = {
  ...endpoints.recordEvent,
  summary: "Record a batch of first-party analytics events (no personal data)",
  tags: ["analytics"],
  refusals: [429],
  body: analyticsBatchSchema,
  responses: { 202: analyticsBatchResponseSchema },
} as const satisfies ApiRoute;

export const sendContactMessage = {
  ...endpoints.sendContactMessage,
  summary: "Write to the site's operator (guests too; signed-in users send their bearer)",
  tags: ["contact"],
  refusals: [429],
  body: contactRequestSchema,
  responses: { 201: contactResponseSchema },
} as const satisfies ApiRoute;

import { contactRequestSchema, contactResponseSchema } from "../contact.js";
import { analyticsBatchResponseSchema, analyticsBatchSchema } from "../events.js";
import { siteInfoSchema } from "../site.js";
import type { ApiRoute } from "./route.js";

export const getSite = {
  method: "GET",
  path: "/site/",
  operationId: "getSite",
  summary: "The operator and the partners the pages name, as configured",
  tags: ["site"],
  security: "public",
  responses: { 200: siteInfoSchema },
} as const satisfies ApiRoute;

export const recordEvent = {
  method: "POST",
  path: "/events/",
  operationId: "recordEvent",
  summary: "Record a batch of first-party analytics events (no personal data)",
  tags: ["analytics"],
  security: "public",
  refusals: [429],
  consumes: ["application/json", "text/plain"],
  body: analyticsBatchSchema,
  responses: { 202: analyticsBatchResponseSchema },
} as const satisfies ApiRoute;

export const sendContactMessage = {
  method: "POST",
  path: "/users/contactus/",
  operationId: "sendContactMessage",
  summary: "Write to the site's operator (guests too; signed-in users send their bearer)",
  tags: ["contact"],
  security: "optionalBearer",
  refusals: [429],
  body: contactRequestSchema,
  responses: { 201: contactResponseSchema },
} as const satisfies ApiRoute;

import type { ApiEndpoint } from "../route.js";

export const getSite = {
  method: "GET",
  path: "/site/",
  operationId: "getSite",
  security: "public",
} as const satisfies ApiEndpoint;

export const recordEvent = {
  method: "POST",
  path: "/events/",
  operationId: "recordEvent",
  security: "public",
  consumes: ["application/json", "text/plain"],
} as const satisfies ApiEndpoint;

export const sendContactMessage = {
  method: "POST",
  path: "/users/contactus/",
  operationId: "sendContactMessage",
  security: "optionalBearer",
} as const satisfies ApiEndpoint;

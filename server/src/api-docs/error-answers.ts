import { detailErrorSchema, fieldErrorsSchema, type RefusalStatus } from "@bindery/contract";
import type { FastifySchema } from "fastify";
import { z } from "zod";

/** The refusals a route can answer with, each in the shape `lib/error-handler.ts` sends. */
const answers = {
  400: z
    .union([fieldErrorsSchema, detailErrorSchema])
    .describe("The input is refused: each failing field's messages, or one message"),
  401: detailErrorSchema.describe(
    "No valid access token (a sent token that is bad, of an ended sign-in or of a deleted account is refused)",
  ),
  402: detailErrorSchema.describe("The payment was declined or not completed"),
  403: detailErrorSchema.describe("The caller may not do this"),
  404: detailErrorSchema.describe("Not found, or not visible to the caller"),
  409: detailErrorSchema.describe("The resource's state does not allow this now"),
  410: detailErrorSchema.describe("It existed but has ended (an expired link)"),
  413: detailErrorSchema.describe("The request or its file is too large"),
  416: detailErrorSchema.describe("The requested byte range is outside the file"),
  429: detailErrorSchema.describe(
    "Too many attempts: retry after the Retry-After header's seconds",
  ),
  502: detailErrorSchema.describe("The payment gateway failed to answer"),
  503: detailErrorSchema.describe("The payment gateway is not configured"),
} as const satisfies Record<RefusalStatus, z.ZodType>;

declare module "fastify" {
  interface FastifySchema {
    /**
     * Refusals this route answers with beyond those its schema implies (see
     * `errorAnswersOf`). Read only by the API description; the answers themselves come
     * from the error handler.
     */
    refusals?: readonly RefusalStatus[];
  }
}

const takesBearer = (schema: FastifySchema) =>
  (schema.security ?? []).some((requirement) => "bearer" in requirement);

/**
 * The error answers a route documents: those its shape implies (input that is validated
 * is refused with 400, a malformed path id with 404, a bearer token that is bad with 401,
 * a JSON body over the server's limit with 413) plus the route's own `refusals`.
 */
export function errorAnswersOf(schema: FastifySchema): Partial<Record<RefusalStatus, z.ZodType>> {
  const statuses = new Set<RefusalStatus>(schema.refusals);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  // A path parameter is an id: one that cannot exist is answered as an unknown one.
  if (schema.params) statuses.add(404);
  if (takesBearer(schema)) statuses.add(401);
  if (schema.body) statuses.add(413);
  return Object.fromEntries([...statuses].sort().map((status) => [status, answers[status]]));
}

import type { FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswersOf } from "./error-answers.js";

/** Fastify's trailing wildcard; in the description it is the `{key}` path parameter. */
const WILDCARD = /\*$/;

/** The wildcard's parameter renamed `key`, so the description's path names what it declares. */
function keyParams(params: FastifySchema["params"]): FastifySchema["params"] {
  if (!(params instanceof z.ZodObject)) return params;
  const { "*": key, ...others } = params.shape;
  return key
    ? z.object({ ...others, key: key.describe("The stored file's key; it may contain slashes") })
    : params;
}

/**
 * How a route appears in the API description: its schema with its error answers added,
 * public routes marked as needing no security, and a trailing wildcard written as a
 * named path parameter. The route itself is served
 * as declared; only the description changes.
 */
export const describeRoute: typeof jsonSchemaTransform = (input) => {
  const { refusals: _documentationOnly, ...schema }: FastifySchema = input.schema;
  const response = { ...errorAnswersOf(input.schema), ...(schema.response as object) };
  const wildcard = WILDCARD.test(input.url);
  return jsonSchemaTransform({
    ...input,
    url: wildcard ? input.url.replace(WILDCARD, "{key}") : input.url,
    schema: {
      ...schema,
      // A route that names no security needs none: said outright, so clients need not guess.
      security: schema.security ?? [],
      response,
      params: wildcard ? keyParams(schema.params) : schema.params,
    },
  });
};

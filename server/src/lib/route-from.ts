import type { ApiRoute, RouteSecurity } from "@bindery/contract";
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** Security requirements as the API description writes them; an empty object is "none". */
const SECURITY: Record<RouteSecurity, FastifySchema["security"]> = {
  public: [],
  bearer: [{ bearer: [] }],
  optionalBearer: [{}, { bearer: [] }],
  optionalBearerOrAppPassword: [{}, { bearer: [] }, { appPassword: [] }],
};

/** The Fastify schema a route descriptor stands for, typed so handlers see its zod types. */
interface SchemaOf<Route extends ApiRoute> extends FastifySchema {
  params: Route["params"];
  querystring: Route["query"];
  body: Route["body"];
  response: Route["responses"];
}

export type RouteHandlerOf<Route extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<Route>,
  ZodTypeProvider
>;

function schemaOf(route: ApiRoute): FastifySchema {
  // Only the parts a route has: the description reads a present key as "has input".
  const optional = {
    description: route.description,
    params: route.params,
    querystring: route.query,
    body: route.body,
    consumes: route.consumes && [...route.consumes],
    refusals: route.refusals,
  };
  return {
    tags: [...route.tags],
    operationId: route.operationId,
    summary: route.summary,
    security: SECURITY[route.security],
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    response: route.produces ? fileResponses(route) : route.responses,
  };
}

/** A route that answers a file: each success answer described under the file's media types. */
function fileResponses(route: ApiRoute): FastifySchema["response"] {
  const types = route.produces ?? [];
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => [
      status,
      {
        description: schema.description ?? "The file",
        content: Object.fromEntries(types.map((type) => [type, { schema }])),
      },
    ]),
  );
}

/**
 * Registers a route from its contract descriptor (contract/src/api): its method, path and
 * schemas are written there once; the server adds only the handler (and, rarely, options
 * such as a route's own body limit).
 */
export function routeFrom<Route extends ApiRoute>(
  app: FastifyInstance,
  route: Route,
  handler: RouteHandlerOf<Route>,
  options: { bodyLimit?: number } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: route.method,
    url: route.path,
    schema: schemaOf(route),
    // The schema is built at run time from the descriptor, so Fastify cannot tie the two
    // types together itself; RouteHandlerOf gave the handler the descriptor's types.
    handler: handler as RouteHandlerMethod,
  });
}

import {
  loginRequestSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  refreshRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenPairSchema,
  userProfileSchema,
} from "@bindery/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../feature-deps.js";
import { createAuthService } from "./auth.service.js";
import { createAuthThrottle } from "./auth-throttle.js";
import { refreshTokenServiceFor } from "./refresh-tokens.service.js";

const tags = ["accounts"];
const bearer = [{ bearer: [] }];

export async function registerAuthRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { clock } = deps;
  const service = createAuthService({
    users: deps.repos.users,
    refreshTokens: refreshTokenServiceFor(deps),
    accessTokens: deps.accessTokens,
    throttle: createAuthThrottle(deps.rateLimiter),
    clock,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/users/signup/",
    {
      schema: {
        tags,
        operationId: "signUp",
        refusals: [429],
        summary: "Create an account and sign in",
        body: signupRequestSchema,
        response: { 201: signupResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.signup(request.body, request.ip)),
  );

  api.post(
    "/users/login/",
    {
      schema: {
        tags,
        operationId: "logIn",
        refusals: [401, 429],
        summary: "Sign in",
        body: loginRequestSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  api.post(
    "/users/refresh/",
    {
      schema: {
        tags,
        operationId: "refreshTokens",
        refusals: [401, 429],
        summary: "Exchange a refresh token for new tokens (rotation)",
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => service.refresh(request.body.refresh, request.ip),
  );

  api.post(
    "/users/logout/",
    {
      schema: {
        tags,
        operationId: "logOut",
        summary: "Sign out: the refresh token's whole sign-in is revoked",
        // The refresh token in the body is the credential, so a client whose access token
        // has expired can still end its sign-in; no bearer header is read.
        security: [],
        body: logoutRequestSchema,
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      await service.logout(request.body.refresh);
      return { detail: "Logged out." };
    },
  );

  api.get(
    "/users/profile/",
    {
      schema: {
        tags,
        operationId: "getProfile",
        summary: "The signed-in user",
        security: bearer,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => service.profile(await deps.authenticator.requireUser(request)),
  );
}

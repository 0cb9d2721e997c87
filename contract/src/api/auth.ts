import {
  loginRequestSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  refreshRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenPairSchema,
  userProfileSchema,
} from "../auth.js";
import type { ApiRoute } from "./route.js";

const tags = ["accounts"];

export const signUp = {
  method: "POST",
  path: "/users/signup/",
  operationId: "signUp",
  summary: "Create an account and sign in",
  tags,
  security: "public",
  refusals: [429],
  body: signupRequestSchema,
  responses: { 201: signupResponseSchema },
} as const satisfies ApiRoute;

export const logIn = {
  method: "POST",
  path: "/users/login/",
  operationId: "logIn",
  summary: "Sign in",
  tags,
  security: "public",
  refusals: [401, 429],
  body: loginRequestSchema,
  responses: { 200: tokenPairSchema },
} as const satisfies ApiRoute;

export const refreshTokens = {
  method: "POST",
  path: "/users/refresh/",
  operationId: "refreshTokens",
  summary: "Exchange a refresh token for new tokens (rotation)",
  tags,
  security: "public",
  refusals: [401, 429],
  body: refreshRequestSchema,
  responses: { 200: tokenPairSchema },
} as const satisfies ApiRoute;

export const logOut = {
  method: "POST",
  path: "/users/logout/",
  operationId: "logOut",
  summary: "Sign out: the refresh token's whole sign-in is revoked",
  tags,
  // The refresh token in the body is the credential, so a client whose access token
  // has expired can still end its sign-in; no bearer header is read.
  security: "public",
  body: logoutRequestSchema,
  responses: { 200: logoutResponseSchema },
} as const satisfies ApiRoute;

export const getProfile = {
  method: "GET",
  path: "/users/profile/",
  operationId: "getProfile",
  summary: "The signed-in user",
  tags,
  security: "bearer",
  responses: { 200: userProfileSchema },
} as const satisfies ApiRoute;

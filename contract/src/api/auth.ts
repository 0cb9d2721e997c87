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
import * as endpoints from "./endpoints/auth.js";
import type { ApiRoute } from "./route.js";

const tags = ["accounts"];

export const signUp = {
  ...endpoints.signUp,
  summary: "Create an account and sign in",
  tags,
  refusals: [429],
  body: signupRequestSchema,
  responses: { 201: signupResponseSchema },
} as const satisfies ApiRoute;

export const logIn = {
  ...endpoints.logIn,
  summary: "Sign in",
  tags,
  refusals: [401, 429],
  body: loginRequestSchema,
  responses: { 200: tokenPairSchema },
} as const satisfies ApiRoute;

export const refreshTokens = {
  ...endpoints.refreshTokens,
  summary: "Exchange a refresh token for new tokens (rotation)",
  tags,
  refusals: [401, 429],
  body: refreshRequestSchema,
  responses: { 200: tokenPairSchema },
} as const satisfies ApiRoute;

export const logOut = {
  ...endpoints.logOut,
  summary: "Sign out: the refresh token's whole sign-in is revoked",
  tags,
  // The refresh token in the body is the credential, so a client whose access token
  // has expired can still end its sign-in; no bearer header is read.
  body: logoutRequestSchema,
  responses: { 200: logoutResponseSchema },
} as const satisfies ApiRoute;

export const getProfile = {
  ...endpoints.getProfile,
  summary: "The signed-in user",
  tags,
  responses: { 200: userProfileSchema },
} as const satisfies ApiRoute;

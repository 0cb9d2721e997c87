import type { ApiEndpoint } from "../route.js";

export const signUp = {
  method: "POST",
  path: "/users/signup/",
  operationId: "signUp",
  security: "public",
} as const satisfies ApiEndpoint;

export const logIn = {
  method: "POST",
  path: "/users/login/",
  operationId: "logIn",
  security: "public",
} as const satisfies ApiEndpoint;

export const refreshTokens = {
  method: "POST",
  path: "/users/refresh/",
  operationId: "refreshTokens",
  security: "public",
} as const satisfies ApiEndpoint;

export const logOut = {
  method: "POST",
  path: "/users/logout/",
  operationId: "logOut",
  security: "public",
} as const satisfies ApiEndpoint;

export const getProfile = {
  method: "GET",
  path: "/users/profile/",
  operationId: "getProfile",
  security: "bearer",
} as const satisfies ApiEndpoint;

import type { ApiEndpoint } from "../route.js";

export const updateName = {
  method: "PATCH",
  path: "/users/profile/",
  operationId: "updateName",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const requestEmailChange = {
  method: "POST",
  path: "/users/email_change/",
  operationId: "requestEmailChange",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const confirmEmailChange = {
  method: "POST",
  path: "/users/email_change/confirm/",
  operationId: "confirmEmailChange",
  security: "public",
} as const satisfies ApiEndpoint;

export const changePassword = {
  method: "POST",
  path: "/users/password_change/",
  operationId: "changePassword",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const requestPasswordReset = {
  method: "POST",
  path: "/users/password_reset/",
  operationId: "requestPasswordReset",
  security: "public",
} as const satisfies ApiEndpoint;

export const resetPassword = {
  method: "POST",
  path: "/users/password_reset/confirm/",
  operationId: "resetPassword",
  security: "public",
} as const satisfies ApiEndpoint;

export const deleteAccount = {
  method: "POST",
  path: "/users/delete_account/",
  operationId: "deleteAccount",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const exportMyData = {
  method: "GET",
  path: "/users/my_data/",
  operationId: "exportMyData",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const getReaderSettings = {
  method: "GET",
  path: "/users/reader_settings/",
  operationId: "getReaderSettings",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const updateReaderSettings = {
  method: "PUT",
  path: "/users/reader_settings/",
  operationId: "updateReaderSettings",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const listAppPasswords = {
  method: "GET",
  path: "/users/app_passwords/",
  operationId: "listAppPasswords",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const createAppPassword = {
  method: "POST",
  path: "/users/app_passwords/",
  operationId: "createAppPassword",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const deleteAppPassword = {
  method: "DELETE",
  path: "/users/app_passwords/:app_password_id/",
  operationId: "deleteAppPassword",
  security: "bearer",
} as const satisfies ApiEndpoint;

import type { ApiEndpoint } from "../route.js";

export const listThemes = {
  method: "GET",
  path: "/pdf_parser/themes/:user_id/",
  operationId: "listThemes",
  security: "optionalBearer",
} as const satisfies ApiEndpoint;

export const createUserTheme = {
  method: "POST",
  path: "/pdf_parser/user_themes/",
  operationId: "createUserTheme",
  security: "bearer",
  consumes: ["multipart/form-data"],
} as const satisfies ApiEndpoint;

export const listUserThemes = {
  method: "GET",
  path: "/pdf_parser/user_themes/",
  operationId: "listUserThemes",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const updateUserTheme = {
  method: "PATCH",
  path: "/pdf_parser/user_themes/:theme_id/",
  operationId: "updateUserTheme",
  security: "bearer",
} as const satisfies ApiEndpoint;

export const deleteUserTheme = {
  method: "DELETE",
  path: "/pdf_parser/user_themes/:theme_id/",
  operationId: "deleteUserTheme",
  security: "bearer",
} as const satisfies ApiEndpoint;

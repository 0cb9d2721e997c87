/**
 * Where each API operation is and who may call it, without its schemas: what the web app
 * needs at run time to call a route (its types come from the full descriptors, in ../).
 */
export * from "./account.js";
export * from "./annotations.js";
export * from "./auth.js";
export * from "./books.js";
export * from "./pages.js";
export * from "./payments.js";
export * from "./progress.js";
export * from "./shares.js";
export * from "./site.js";
export * from "./themes.js";
export * from "./uploads.js";

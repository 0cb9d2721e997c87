/** Every API operation, one descriptor each (route.ts says what a descriptor holds). */
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

/** Messages and names of the themes API (see themes.ts), kept free of zod for the web. */
export const themeMessages = {
  premiumLocked: "This is a premium theme. Upgrade to access it.",
  unknownTheme: "This theme does not exist.",
  unknownList: "There is no such list of themes.",
} as const;

/** The path segment for the guest list. */
export const GUEST_THEMES_USER_ID = "guest";

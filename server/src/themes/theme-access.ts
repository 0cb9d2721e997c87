import type { ThemeRow } from "./themes.repo.js";

/** The caller as theme rules see them; null is a guest. */
export type ThemeViewer = { userId: string; isPremium: boolean } | null;

/**
 * A theme can be used when it is free, when the user is premium, or when it is the
 * user's own upload. Anyone else's upload is not even visible (see themes.repo.ts).
 */
export function isThemeAvailable(theme: ThemeRow, viewer: ThemeViewer): boolean {
  if (theme.owner_id !== null) return theme.owner_id === viewer?.userId;
  return theme.is_premium === 0 || viewer?.isPremium === true;
}

export function isThemeVisible(theme: ThemeRow, viewer: ThemeViewer): boolean {
  return theme.owner_id === null || theme.owner_id === viewer?.userId;
}

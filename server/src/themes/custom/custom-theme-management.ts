import { type Theme, themeMessages, userThemeMessages } from "@bindery/contract";
import type { FileUrls } from "../../files/file-urls.js";
import { forbidden, notFound } from "../../lib/http-errors.js";
import type { FileStorage } from "../../storage/file-storage.js";
import { toTheme } from "../theme-view.js";
import type { ThemeRow, ThemesRepo } from "../themes.repo.js";
import { customThemePrefix } from "./custom-themes.service.js";

export interface CustomThemeManagementDeps {
  themes: ThemesRepo;
  storage: FileStorage;
  urls: FileUrls;
}

/**
 * Listing, renaming and deleting a user's own themes. Only the owner may touch one:
 * another user's theme is "not found", as it is absent from their lists; a built-in
 * theme, seen by everyone, is refused.
 */
export function createCustomThemeManagement({ themes, storage, urls }: CustomThemeManagementDeps) {
  const ownTheme = async (themeId: string, userId: string): Promise<ThemeRow> => {
    const theme = await themes.find(themeId);
    if (theme && theme.owner_id === null) throw forbidden(userThemeMessages.builtinReadOnly);
    if (!theme || theme.owner_id !== userId) throw notFound(themeMessages.unknownTheme);
    return theme;
  };
  // Its owner may always use their theme (theme-access.ts).
  const shown = (row: ThemeRow): Theme => toTheme(row, urls, true);

  return {
    async list(userId: string): Promise<{ themes: Theme[] }> {
      return { themes: (await themes.listOwnedBy(userId)).map(shown) };
    },

    async rename(themeId: string, userId: string, name: string): Promise<{ theme: Theme }> {
      const theme = await ownTheme(themeId, userId);
      await themes.rename(theme.id, name);
      return { theme: shown({ ...theme, name }) };
    },

    async remove(themeId: string, userId: string): Promise<{ success: true }> {
      const theme = await ownTheme(themeId, userId);
      // The row first: a theme without its files would show a broken background.
      await themes.deleteTheme(theme.id);
      await storage.deletePrefix(customThemePrefix(userId, theme.id));
      return { success: true };
    },
  };
}

import { type ThemeKind, type ThemesResponse, themeMessages } from "@bindery/contract";
import type { UsersRepo } from "../auth/users.repo.js";
import type { Deps } from "../feature-deps.js";
import { type FileUrls, fileUrlsFor } from "../files/file-urls.js";
import { FieldError, forbidden } from "../lib/http-errors.js";
import { isThemeAvailable, isThemeVisible, type ThemeViewer } from "./theme-access.js";
import { toTheme } from "./theme-view.js";
import type { ThemesRepo } from "./themes.repo.js";

export interface ThemesServiceDeps {
  themes: ThemesRepo;
  users: UsersRepo;
  urls: FileUrls;
}

export function createThemesService({ themes, users, urls }: ThemesServiceDeps) {
  const viewerOf = async (userId: string | null): Promise<ThemeViewer> => {
    if (userId === null) return null;
    const user = await users.findById(userId);
    return user ? { userId, isPremium: user.is_premium === 1 } : null;
  };

  return {
    /**
     * The themes for `/themes/{pathUserId}/`. Personalised only when the caller's token is
     * that user's; everyone else, whatever the path says, gets the guest list (ADR 0003).
     */
    async list(pathUserId: string, callerId: string | null): Promise<ThemesResponse> {
      // "guest" is never a user id, so `/themes/guest/` is always the guest list.
      const personal = callerId !== null && callerId === pathUserId;
      const viewer = personal ? await viewerOf(callerId) : null;
      const rows = await themes.listVisibleTo(viewer?.userId ?? null);
      const answer: ThemesResponse = { book_themes: [], page_themes: [] };
      for (const row of rows) {
        const list = row.kind === "page" ? answer.page_themes : answer.book_themes;
        list.push(toTheme(row, urls, isThemeAvailable(row, viewer)));
      }
      return answer;
    },

    /**
     * Checks a theme a reader chose for a book: it must exist, be visible to the user and
     * of the right kind (else 400 on `field`), and be available (else 403, the spec's
     * premium message). null (back to the default) is always allowed.
     */
    async assertUsable(
      themeId: string | null,
      kind: ThemeKind,
      userId: string,
      field: string,
    ): Promise<void> {
      if (themeId === null) return;
      const [theme, viewer] = await Promise.all([themes.find(themeId), viewerOf(userId)]);
      if (!theme || theme.kind !== kind || !isThemeVisible(theme, viewer)) {
        throw new FieldError({ [field]: [themeMessages.unknownTheme] });
      }
      if (!isThemeAvailable(theme, viewer)) throw forbidden(themeMessages.premiumLocked);
    },

    defaultThemeId: (kind: ThemeKind) => themes.defaultThemeId(kind),
  };
}

export type ThemesService = ReturnType<typeof createThemesService>;

/** The service wired to the app's database, for the themes and progress routes. */
export function themesServiceFor(deps: Deps): ThemesService {
  return createThemesService({
    themes: deps.repos.themes,
    users: deps.repos.users,
    urls: fileUrlsFor(deps),
  });
}

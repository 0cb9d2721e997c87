import type { Theme, ThemesResponse } from "@bindery/contract";

/**
 * The themes a shared book can show: the visitor's list, with the owner's own choices for
 * the book in it and available. An owner's premium or uploaded theme is not in a guest's
 * list, or is there locked; the book still opens in it, as its owner chose.
 */
export function withOwnerThemes(
  answer: ThemesResponse,
  owner: { book: Theme | null; page: Theme | null },
): ThemesResponse {
  const merged = (list: Theme[], chosen: Theme | null) => {
    if (!chosen) return list;
    const at = list.findIndex(
      (theme) => theme.theme_meta_unique_id === chosen.theme_meta_unique_id,
    );
    return at < 0 ? [...list, chosen] : list.map((theme, index) => (index === at ? chosen : theme));
  };
  return {
    book_themes: merged(answer.book_themes, owner.book),
    page_themes: merged(answer.page_themes, owner.page),
  };
}

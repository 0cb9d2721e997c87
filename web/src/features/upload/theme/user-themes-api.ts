import type { DeletedResponse, ThemeRenameResponse, UserThemesResponse } from "@bindery/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The user's own themes (contract/src/user-themes.ts). */
export const userThemesQuery = queryOptions({
  queryKey: ["user-themes"],
  queryFn: ({ signal }) =>
    apiRequest<UserThemesResponse>("/pdf_parser/user_themes/", { auth: true, signal }),
});

const themeUrl = (themeId: string) => `/pdf_parser/user_themes/${themeId}/`;

/**
 * Renaming or deleting a theme changes every theme list (the reader's pickers too), and a
 * delete may change a book's theme back to the default: everything is loaded again.
 */
function useThemeChange<T, V>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

export const useRenameTheme = (themeId: string) =>
  useThemeChange((title: string) =>
    apiRequest<ThemeRenameResponse>(themeUrl(themeId), {
      method: "PATCH",
      body: { title },
      auth: true,
    }),
  );

export const useDeleteTheme = (themeId: string) =>
  useThemeChange(() =>
    apiRequest<DeletedResponse>(themeUrl(themeId), { method: "DELETE", auth: true }),
  );

import { endpoints } from "@bindery/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/call-api";

/** The user's own themes (contract/src/user-themes.ts). */
export const userThemesQuery = queryOptions({
  queryKey: ["user-themes"],
  queryFn: ({ signal }) => callApi(endpoints.listUserThemes, { signal }),
});

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
    callApi(endpoints.updateUserTheme, { params: { theme_id: themeId }, body: { title } }),
  );

export const useDeleteTheme = (themeId: string) =>
  useThemeChange(() => callApi(endpoints.deleteUserTheme, { params: { theme_id: themeId } }));

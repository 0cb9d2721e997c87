import { useQuery } from "@tanstack/react-query";
import { Notice } from "../../../components/ui/Notice";
import { MyThemeRow } from "./MyThemeRow";
import { userThemesQuery } from "./user-themes-api";

/** The premium user's uploaded themes, each to rename or delete. */
export function MyThemes() {
  const query = useQuery(userThemesQuery);
  const themes = query.data?.themes;
  return (
    <section
      aria-labelledby="my-themes-heading"
      className="flex flex-col gap-4 rounded-3xl border border-line bg-card p-7 shadow-sm shadow-ink/5 sm:p-9"
    >
      <h2 id="my-themes-heading" className="font-serif text-2xl font-semibold text-ink">
        Your themes
      </h2>
      {query.isError && !themes ? (
        <Notice tone="error">Your themes could not be loaded. Please reload the page.</Notice>
      ) : !themes ? (
        <p className="text-ink-soft">Loading your themes…</p>
      ) : themes.length === 0 ? (
        <p className="text-ink-soft">Themes you upload appear here, to rename or delete.</p>
      ) : (
        <ul aria-label="Your themes" className="flex flex-col divide-y divide-line">
          {themes.map((theme) => (
            <MyThemeRow key={theme.theme_meta_unique_id} theme={theme} />
          ))}
        </ul>
      )}
    </section>
  );
}

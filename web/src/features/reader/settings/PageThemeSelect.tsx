import type { Theme } from "@bindery/contract";
import { ChevronDown } from "lucide-react";

interface PageThemeSelectProps {
  id: string;
  themes: Theme[];
  selected: Theme | null;
  onChoose(theme: Theme): void;
}

/**
 * The page theme select. A locked theme can be picked from the list but is never
 * selected: the select stays on the current theme and the premium preview opens.
 */
export function PageThemeSelect({ id, themes, selected, onChoose }: PageThemeSelectProps) {
  return (
    <div className="relative">
      <select
        id={id}
        value={selected?.theme_meta_unique_id ?? ""}
        onChange={(event) => {
          const theme = themes.find((item) => item.theme_meta_unique_id === event.target.value);
          if (theme) onChoose(theme);
        }}
        className="h-11 w-full cursor-pointer appearance-none rounded-xl border border-line-strong bg-card pr-10 pl-3.5 text-ink hover:border-ink-soft"
      >
        {themes.map((theme) => (
          <option key={theme.theme_meta_unique_id} value={theme.theme_meta_unique_id}>
            {theme.is_available === 1 ? theme.theme_name : `${theme.theme_name} (Premium)`}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-soft"
        aria-hidden="true"
      />
    </div>
  );
}

import type { Theme } from "@bindery/contract";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, Lock, Volume2 } from "lucide-react";
import { useRef, useState } from "react";
import { usePortalContainer } from "../../../components/ui/portal-container";
import { focusNeighbour } from "../focus-neighbour";

interface BackgroundThemePickerProps {
  id: string;
  labelId: string;
  themes: Theme[];
  selected: Theme | null;
  onChoose(theme: Theme): void;
}

/**
 * The reader's background theme picker: a dropdown listing each theme's image
 * and name, a padlock on locked themes and a check mark on the selected one, scrolling
 * within 15rem, closing after a pick, on Escape, on an outside click and on Tab. Radix
 * gives it menu semantics and arrow-key navigation.
 */
export function BackgroundThemePicker({
  id,
  labelId,
  themes,
  selected,
  onChoose,
}: BackgroundThemePickerProps) {
  const container = usePortalContainer();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tabbedAway = useRef<1 | -1 | null>(null);
  const byId = (themeId: string) => themes.find((theme) => theme.theme_meta_unique_id === themeId);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        id={id}
        aria-labelledby={`${labelId} ${id}`}
        className="flex w-full cursor-pointer items-center gap-3 rounded-xl border border-line-strong bg-card p-2 pr-3 text-left text-ink hover:border-ink-soft data-[state=open]:border-ink-soft"
      >
        {selected && <ThemeThumbnail theme={selected} />}
        <span className="flex-1 truncate font-medium">{selected?.theme_name ?? "No theme"}</span>
        <ChevronDown className="size-4 text-ink-soft" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-[60] max-h-[15rem] w-[var(--radix-dropdown-menu-trigger-width)] overflow-y-auto rounded-xl border border-line bg-card p-1.5 shadow-xl shadow-ink/15 animate-fade-in"
          onKeyDown={(event) => {
            if (event.key !== "Tab") return;
            event.preventDefault();
            tabbedAway.current = event.shiftKey ? -1 : 1;
            setOpen(false);
          }}
          onCloseAutoFocus={(event) => {
            const direction = tabbedAway.current;
            tabbedAway.current = null;
            if (!direction || !triggerRef.current) return;
            event.preventDefault();
            focusNeighbour(triggerRef.current, direction);
          }}
        >
          <DropdownMenu.RadioGroup
            value={selected?.theme_meta_unique_id ?? ""}
            onValueChange={(themeId) => {
              const theme = byId(themeId);
              if (theme) onChoose(theme);
            }}
          >
            {themes.map((theme) => {
              const locked = theme.is_available !== 1;
              return (
                <DropdownMenu.RadioItem
                  key={theme.theme_meta_unique_id}
                  value={theme.theme_meta_unique_id}
                  textValue={theme.theme_name}
                  className="flex cursor-pointer items-center gap-3 rounded-lg p-1.5 pr-2.5 text-sm text-ink outline-none data-[highlighted]:bg-paper-deep"
                >
                  <ThemeThumbnail theme={theme} />
                  <span className="flex-1 truncate">{theme.theme_name}</span>
                  {theme.has_audio === 1 && (
                    <>
                      <Volume2 className="size-4 text-ink-faint" aria-hidden="true" />
                      <span className="sr-only">, with sound</span>
                    </>
                  )}
                  {locked && (
                    <>
                      <Lock className="size-4 text-gold" aria-hidden="true" data-locked />
                      <span className="sr-only">, premium, locked</span>
                    </>
                  )}
                  <span className="flex w-4 justify-center">
                    <DropdownMenu.ItemIndicator>
                      <Check className="size-4 text-accent" aria-hidden="true" data-selected />
                    </DropdownMenu.ItemIndicator>
                  </span>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ThemeThumbnail({ theme }: { theme: Theme }) {
  return (
    <img
      src={theme.theme_url}
      alt=""
      className="h-10 w-16 shrink-0 rounded-md bg-paper-deep object-cover shadow-inner"
    />
  );
}

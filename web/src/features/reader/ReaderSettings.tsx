import type { Theme } from "@bindery/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { Settings2, X } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { AudioControls, BackgroundThemePicker, PageThemeSelect } from "./lazy-parts";
import { barButtonClass } from "./reader-bar-styles";

interface ReaderSettingsProps {
  pageThemes: Theme[];
  bookThemes: Theme[];
  selectedPage: Theme | null;
  selectedBook: Theme | null;
  onChoosePage(theme: Theme): void;
  onChooseBook(theme: Theme): void;
  volume: number;
  muted: boolean;
  onVolumeChange(volume: number): void;
  onMutedChange(muted: boolean): void;
}

/**
 * The 'Reader Settings' panel: a sheet at the side, over a light veil so the book stays in
 * view and every change shows at once behind it.
 */
export function ReaderSettings(props: ReaderSettingsProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={barButtonClass}>
        <Settings2 className="size-4" aria-hidden="true" />
        {/* Phones show the icon alone; the name stays the panel's title. */}
        <span className="sr-only sm:not-sr-only">Reader Settings</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night/25" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col overflow-y-auto border-l border-line bg-card shadow-2xl shadow-ink/30 animate-fade-in">
          <div className="flex items-center justify-between border-b border-line px-6 py-4">
            <Dialog.Title className="font-serif text-xl font-semibold text-ink">
              Reader Settings
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close settings"
              className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            The paper of the pages, the background around the book and its sound.
          </Dialog.Description>
          <div className="flex flex-col gap-7 px-6 py-6">
            <Setting label="Page theme" htmlFor="reader-page-theme">
              <PageThemeSelect
                id="reader-page-theme"
                themes={props.pageThemes}
                selected={props.selectedPage}
                onChoose={props.onChoosePage}
              />
            </Setting>
            <Setting label="Background theme" labelId="reader-background-theme-label">
              <BackgroundThemePicker
                id="reader-background-theme"
                labelId="reader-background-theme-label"
                themes={props.bookThemes}
                selected={props.selectedBook}
                onChoose={props.onChooseBook}
              />
            </Setting>
            <Setting label="Sound" labelId="reader-sound-label">
              <AudioControls
                volume={props.volume}
                muted={props.muted}
                hasSound={props.selectedBook?.has_audio === 1}
                onVolumeChange={props.onVolumeChange}
                onMutedChange={props.onMutedChange}
              />
            </Setting>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Setting({
  label,
  htmlFor,
  labelId,
  children,
}: {
  label: string;
  htmlFor?: string;
  labelId?: string;
  children: ReactNode;
}) {
  const labelClass = "mb-2 block text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase";
  return (
    <section>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={labelClass}>
          {label}
        </label>
      ) : (
        <h3 id={labelId} className={labelClass}>
          {label}
        </h3>
      )}
      {/* The controls are their own chunk (lazy-parts.ts), loaded as the sheet opens. */}
      <Suspense fallback={null}>{children}</Suspense>
    </section>
  );
}

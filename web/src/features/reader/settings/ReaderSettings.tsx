import * as Dialog from "@radix-ui/react-dialog";
import { Settings2, X } from "lucide-react";
import { lazy, Suspense } from "react";
import { usePortalContainer } from "../../../components/ui/portal-container";
import { loadWithRetry } from "../../../lib/lazy-with-retry";
import { barButtonClass } from "../reader-bar-styles";
import type { ReaderSettingsPanelProps } from "./ReaderSettingsPanel";

const ReaderSettingsPanel = lazy(() => loadWithRetry(() => import("./ReaderSettingsPanel")));

/**
 * The 'Reader Settings' panel: a sheet at the side, over a light veil so the book stays in
 * view and every change shows at once behind it.
 */
export function ReaderSettings(props: ReaderSettingsPanelProps) {
  const container = usePortalContainer();
  return (
    <Dialog.Root>
      <Dialog.Trigger className={barButtonClass}>
        <Settings2 className="size-4" aria-hidden="true" />
        {/* Phones show the icon alone; the name stays the panel's title. */}
        <span className="sr-only sm:not-sr-only">Reader Settings</span>
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
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
            How text is set, the paper of the pages, the background around the book and its sound.
          </Dialog.Description>
          <Suspense fallback={<p className="px-6 py-6 text-sm text-ink-soft">Loading settings…</p>}>
            <ReaderSettingsPanel {...props} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

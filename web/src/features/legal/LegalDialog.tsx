import * as Dialog from "@radix-ui/react-dialog";
import { DialogCloseButton, DialogOverlay } from "../../components/ui/DialogParts";
import type { LegalDocument } from "./legal-documents";

/**
 * A legal document in a modal dialog. Radix keeps the keyboard inside while it is open,
 * closes it on Escape or the close button, and gives focus back to the link that opened it.
 */
export function LegalDialog({
  document,
  triggerClassName,
}: {
  document: LegalDocument;
  triggerClassName: string;
}) {
  const { label, title, Body } = document;
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-2xl -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-2xl shadow-ink/20 animate-fade-in"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4 sm:px-8">
            <Dialog.Title className="pt-1.5 font-serif text-2xl font-semibold tracking-tight text-ink">
              {title}
            </Dialog.Title>
            <DialogCloseButton label="Close" />
          </div>
          {/* Focusable, so the keyboard can scroll a long document (axe: scrollable-region-focusable). */}
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
            tabIndex={0}
            className="flex flex-col gap-5 overflow-y-auto px-6 py-6 text-ink-soft leading-relaxed sm:px-8"
          >
            <Body />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

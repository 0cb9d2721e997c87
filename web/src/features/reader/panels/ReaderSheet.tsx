import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { usePortalContainer } from "../../../components/ui/portal-container";

interface ReaderSheetProps {
  title: string;
  /** Read by screen readers as the panel opens. */
  description: string;
  onClose(): void;
  /** Where focus goes back to when the panel closes (the button or key that opened it). */
  onCloseAutoFocus(event: Event): void;
  children: ReactNode;
}

/**
 * A panel of the reader (contents, search) as a sheet at the left edge: the whole width of
 * a phone, a column beside the book on a wide screen. Radix keeps focus inside it while it
 * is open and closes it on Escape or a click beside it. It is mounted only while open.
 */
export function ReaderSheet({
  title,
  description,
  onClose,
  onCloseAutoFocus,
  children,
}: ReaderSheetProps) {
  const container = usePortalContainer();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night/25" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(26rem,100vw)] flex-col border-r border-line bg-card shadow-2xl shadow-ink/30 animate-fade-in"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3 sm:px-6 sm:py-4">
            <Dialog.Title className="font-serif text-xl font-semibold text-ink">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={`Close ${title.toLowerCase()}`}
              className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The panels' shared props: how they close and give focus back. */
export interface PanelProps {
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
}

/** A line of the panel saying it is loading, failed or has nothing to show. */
export function PanelNotice({ children }: { children: ReactNode }) {
  return <div className="px-6 py-5 text-sm text-ink-soft">{children}</div>;
}

export const panelRetryClass =
  "mt-3 inline-flex h-9 cursor-pointer items-center rounded-full border border-line-strong px-4 text-sm font-medium text-ink hover:bg-paper-deep";

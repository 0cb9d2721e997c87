import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "./Button";
import { DialogOverlay } from "./DialogParts";
import { Notice } from "./Notice";
import { usePortalContainer } from "./portal-container";

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action is on its way: both buttons wait. */
  pending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error: string | null;
  onConfirm(): void;
}

/**
 * Asks before a delete, which cannot be undone (a book, a theme). An alert
 * dialog: focus starts on Cancel, so Enter pressed by habit keeps what the user has.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const container = usePortalContainer();
  const { open, onOpenChange, title, confirmLabel, pending, error, onConfirm } = props;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal container={container}>
        <DialogOverlay />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl border border-line bg-card p-6 shadow-2xl shadow-ink/30 animate-fade-in"
        >
          <Dialog.Title className="font-serif text-2xl font-semibold text-ink">
            {title}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="text-ink-soft">{props.children}</div>
          </Dialog.Description>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={pending} onClick={onConfirm}>
              {pending ? "Deleting…" : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

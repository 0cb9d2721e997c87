import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";

/** The dimmed backdrop behind every Bindery dialog. */
export function DialogOverlay() {
  return <Dialog.Overlay className="fixed inset-0 z-40 bg-night/40 backdrop-blur-[2px]" />;
}

/** The round X that closes a dialog; `label` is what screen readers hear. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep"
    >
      <X className="size-6" aria-hidden="true" />
    </Dialog.Close>
  );
}

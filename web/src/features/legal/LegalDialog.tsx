import * as Dialog from "@radix-ui/react-dialog";
import { type MouseEvent, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { DialogCloseButton, DialogOverlay } from "../../components/ui/DialogParts";
import { PageLoading } from "../../components/ui/PageLoading";
import type { LegalDocument } from "./legal-documents";
import { InLegalDialog } from "./legal-frame";

/** A click that asks for a new tab or window, or to save the link, is the browser's. */
const wantsBrowser = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A legal document's link that opens it in a modal dialog over the current page. It is a
 * real link to the document's own page, so it can be copied, opened in a new tab, or
 * followed without script. Radix keeps the keyboard inside the open dialog, closes it on
 * Escape or the close button, and gives focus back to the link.
 */
export function LegalDialog({
  document,
  triggerClassName,
}: {
  document: LegalDocument;
  triggerClassName: string;
}) {
  const { label, title, path, Body } = document;
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const openHere = (event: MouseEvent<HTMLAnchorElement>) => {
    if (wantsBrowser(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        ref={link}
        href={path}
        onClick={openHere}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClassName}
      >
        {label}
      </a>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          // Closed, the dialog gives focus back to the link that opened it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            link.current?.focus();
          }}
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
            <InLegalDialog.Provider value={true}>
              {/* The free limit and prices come from the server's settings. */}
              <Suspense fallback={<PageLoading />}>
                <Body />
              </Suspense>
            </InLegalDialog.Provider>
            <Dialog.Close asChild>
              <Link
                to={path}
                className="w-fit text-sm font-medium text-accent underline-offset-4 hover:underline"
              >
                Open as a page
              </Link>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { usePortalContainer } from "../../../components/ui/portal-container";
import { parsePageNumber } from "./go-to-page";
import type { PanelProps } from "./ReaderSheet";

interface GoToPageDialogProps extends PanelProps {
  /** Pages in the view on show (book pages, or original pages in the basic view). */
  count: number;
  onGoTo(page: number): void;
}

/** A small dialog to type a page number and go there. Its own chunk. */
export default function GoToPageDialog({
  count,
  onGoTo,
  onClose,
  onCloseAutoFocus,
}: GoToPageDialogProps) {
  const container = usePortalContainer();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = parsePageNumber(text, count);
    if ("problem" in answer) {
      setProblem(answer.problem);
      return;
    }
    onGoTo(answer.page);
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-card p-6 shadow-2xl shadow-ink/30 animate-fade-in"
        >
          <Dialog.Title className="font-serif text-xl font-semibold text-ink">
            Go to page
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            Pages 1 to {count}.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
            <label htmlFor="reader-go-to-page" className="text-sm font-medium text-ink">
              Page number
            </label>
            <input
              id="reader-go-to-page"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? "reader-go-to-page-problem" : undefined}
              className="h-11 rounded-xl border border-line-strong bg-card px-4 text-base text-ink tabular-nums focus:border-accent focus:outline-2 focus:outline-accent/30"
            />
            {problem && (
              <p id="reader-go-to-page-problem" role="alert" className="text-sm text-danger">
                {problem}
              </p>
            )}
            <div className="mt-1 flex justify-end gap-2">
              <Dialog.Close className={buttonClass("ghost", "md")}>Cancel</Dialog.Close>
              <button type="submit" className={buttonClass("primary", "md")}>
                Go
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { type Annotation, annotationLimits, annotationMessages } from "@bindery/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { usePortalContainer } from "../../../components/ui/portal-container";

interface NoteDialogProps {
  annotation: Annotation;
  onSave(note: string): Promise<void>;
  onDelete(): Promise<void>;
  onClose(): void;
}

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** A highlight's or bookmark's note, to read, write, change or delete with its highlight. */
export function NoteDialog({ annotation, onSave, onDelete, onClose }: NoteDialogProps) {
  const container = usePortalContainer();
  const [text, setText] = useState(annotation.note ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const what = annotation.kind === "bookmark" ? "bookmark" : "highlight";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bytesOf(text) > annotationLimits.noteBytes) {
      setProblem(annotationMessages.note);
      return;
    }
    setBusy(true);
    try {
      await onSave(text.trim());
      onClose();
    } catch {
      setProblem("The note could not be saved. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-card p-6 shadow-2xl shadow-ink/30 animate-fade-in">
          <Dialog.Title className="font-serif text-xl font-semibold text-ink">
            Note on page {annotation.page + 1}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            {annotation.quote ? (
              <span className={`highlight highlight--${annotation.color ?? "yellow"}`}>
                {annotation.quote.exact.length > 200
                  ? `${annotation.quote.exact.slice(0, 200)}…`
                  : annotation.quote.exact}
              </span>
            ) : (
              "A bookmark on this page."
            )}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
            <label htmlFor="annotation-note" className="text-sm font-medium text-ink">
              Your note
            </label>
            <textarea
              id="annotation-note"
              value={text}
              rows={5}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem !== null}
              className="rounded-xl border border-line-strong bg-card px-3 py-2 text-base text-ink focus:border-accent focus:outline-2 focus:outline-accent/30"
            />
            {problem && (
              <p role="alert" className="text-sm text-danger">
                {problem}
              </p>
            )}
            <div className="mt-1 flex flex-wrap justify-between gap-2">
              <button
                type="button"
                className={buttonClass("ghost", "md")}
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onDelete();
                    onClose();
                  } catch {
                    setProblem(`The ${what} could not be deleted. Try again.`);
                    setBusy(false);
                  }
                }}
              >
                Delete {what}
              </button>
              <div className="flex gap-2">
                <Dialog.Close className={buttonClass("ghost", "md")}>Cancel</Dialog.Close>
                <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
                  Save note
                </button>
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

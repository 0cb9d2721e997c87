import type { Book } from "@bindery/contract";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "../../components/ui/ConfirmDeleteDialog";
import { detailMessage } from "../../lib/server-messages";
import { needsConnection, useOnline } from "../offline/online-status";
import { useDeleteBook } from "./delete-book";

interface DeleteBookButtonProps {
  book: Pick<Book, "book_meta_unique_id" | "book_name">;
  /** The trigger's look: the shelf's quiet link or the reader bar's button. */
  className: string;
  /** After the book is gone (the reader leaves it). */
  onDeleted?(): void;
}

/**
 * "Delete" for one of the user's own books, asking first with the book's title. Offline
 * it is greyed out and says why: the book lives on the server.
 */
export function DeleteBookButton({ book, className, onDeleted }: DeleteBookButtonProps) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const removal = useDeleteBook(book);
  const failure = removal.isError
    ? (detailMessage(removal.error) ?? "The book could not be deleted. Please try again.")
    : null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`Delete “${book.book_name}”`}
        disabled={!online}
        title={online ? undefined : needsConnection("delete this book")}
        onClick={() => {
          removal.reset();
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this book?"
        confirmLabel="Delete book"
        pending={removal.isPending}
        error={failure}
        onConfirm={() =>
          removal.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              onDeleted?.();
            },
          })
        }
      >
        <p>
          <strong className="font-semibold text-ink">“{book.book_name}”</strong> will be deleted
          with its pages, its original PDF pages and your reading progress. This cannot be undone.
        </p>
      </ConfirmDeleteDialog>
    </>
  );
}

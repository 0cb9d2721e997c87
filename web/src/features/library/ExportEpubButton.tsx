import { type Book, endpoints, epubFileName } from "@bindery/contract";
import { Download } from "lucide-react";
import { useState } from "react";
import { saveFromApi } from "../../lib/call-api";
import { detailMessage } from "../../lib/server-messages";
import { needsConnection, useOnline } from "../offline/online-status";
import { useSession } from "../session/session-store";

interface ExportEpubButtonProps {
  book: Pick<Book, "book_meta_unique_id" | "book_name">;
  /** The trigger's look: the shelf's quiet link or the reader bar's button. */
  className: string;
  /** How to fetch and save it, when not by the book's own route (a share link's). */
  save?: () => Promise<void>;
}

/**
 * "EPUB": the book as an EPUB file for another reading app (private books with the bearer).
 * The server makes the file, so offline the button is greyed out and says why.
 */
export function ExportEpubButton({ book, className, save: saveThrough }: ExportEpubButtonProps) {
  const online = useOnline();
  const signedIn = useSession().status === "signed-in";
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const save = async () => {
    setState({ pending: true, error: null });
    try {
      await (saveThrough?.() ??
        saveFromApi(
          endpoints.exportBookEpub,
          { book_id: book.book_meta_unique_id },
          { auth: signedIn, fallbackName: epubFileName(book.book_name) },
        ));
      setState({ pending: false, error: null });
    } catch (failure) {
      setState({
        pending: false,
        error: detailMessage(failure) ?? "The EPUB could not be made. Please try again.",
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`Download “${book.book_name}” as EPUB`}
        disabled={state.pending || !online}
        title={online ? undefined : needsConnection("download the EPUB")}
        onClick={() => void save()}
      >
        <Download className="size-4" aria-hidden="true" />
        {state.pending ? "Preparing…" : "EPUB"}
      </button>
      {state.error ? (
        <span role="alert" className="text-sm text-danger">
          {state.error}
        </span>
      ) : null}
    </>
  );
}

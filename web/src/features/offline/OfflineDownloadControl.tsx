import type { Book, Theme } from "@bindery/contract";
import { CloudCheck, CloudDownload, Trash2, X } from "lucide-react";
import { Suspense, useState } from "react";
import { ProgressBar } from "../../components/ui/ProgressBar";
import { formatFileSize } from "../../lib/file-size";
import { lazyWithRetry } from "../../lib/lazy-with-retry";
import type { DownloadProgress } from "./download-book";
import {
  cancelDownload,
  dismissFailure,
  type OfflineState,
  offlineReadingSupported,
  removeDownload,
  startDownload,
  useOfflineBook,
} from "./offline-books";
import { needsConnection, useOnline } from "./online-status";

type OfflineBookFields = Pick<Book, "book_meta_unique_id" | "book_name" | "status">;

/** Asked only before removing from the reader's bar: loaded then, not with every reader. */
const ConfirmDeleteDialog = lazyWithRetry(async () => ({
  default: (await import("../../components/ui/ConfirmDeleteDialog")).ConfirmDeleteDialog,
}));

export interface OfflineDownloadControlProps {
  book: OfflineBookFields;
  signedIn: boolean;
  /** The themes the reader shows the book in, kept with it; a shelf leaves them out. */
  themes?: readonly Theme[];
  /** Its buttons' look: a shelf's quiet links, or the reader bar's buttons. */
  buttonClass: string;
  /**
   * Where it stands: under a shelf's card (its progress and failures there too); in the
   * reader's bar on a wide screen, an icon among many buttons; or in the phone's More
   * menu, in words. The reader shows a download's progress in OfflineDownloadStatus.
   */
  look: "shelf" | "bar" | "menu";
}

/** Percent of the files stored; nothing yet while they are counted. */
export function percentDone({ done, total }: DownloadProgress): number {
  return total ? Math.floor((100 * done) / total) : 0;
}

/** Whether this book can be saved here at all: a browser that keeps books, a book that is ready. */
export const canSaveOffline = (book: Pick<Book, "status"> | null) =>
  book?.status === "ready" && offlineReadingSupported();

/**
 * "Download for offline" for one book: then how far it is, then what it takes on this
 * device with Remove (asked first in the reader's bar, where it is an icon).
 */
export function OfflineDownloadControl(props: OfflineDownloadControlProps) {
  const { book, signedIn, buttonClass, look } = props;
  const bookId = book.book_meta_unique_id;
  const offline = useOfflineBook(bookId);
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  if (!canSaveOffline(book)) return null;

  if (offline.state === "downloading") {
    if (look === "shelf")
      return <DownloadProgressPanel book={book} offline={offline} glass={false} />;
    // The reader's status panel shows it; the bar keeps its place.
    if (look === "menu") return null;
    return (
      <button
        type="button"
        className={`${buttonClass} animate-pulse`}
        disabled
        aria-label={`Saving “${book.book_name}” for offline reading`}
      >
        <CloudDownload className="size-4" aria-hidden="true" />
      </button>
    );
  }

  if (offline.state === "saved") {
    const size = formatFileSize(offline.saved.bytes);
    const icon = (
      <CloudCheck
        className={`size-4 shrink-0 ${look === "shelf" ? "text-accent" : "text-gold-soft"}`}
        aria-hidden="true"
      />
    );
    if (look === "bar") {
      return (
        <>
          <button
            type="button"
            data-offline-download="saved"
            className={buttonClass}
            title={`Saved on this device for offline reading (${size})`}
            aria-label={`Saved offline · ${size}. Remove “${book.book_name}” from this device`}
            onClick={() => setConfirming(true)}
          >
            {icon}
          </button>
          {confirming && (
            <Suspense fallback={null}>
              <ConfirmDeleteDialog
                open={confirming}
                onOpenChange={setConfirming}
                title="Remove from this device?"
                confirmLabel="Remove"
                pending={false}
                error={null}
                onConfirm={() => {
                  setConfirming(false);
                  void removeDownload(bookId);
                }}
              >
                <p>
                  <strong className="font-semibold text-ink">“{book.book_name}”</strong> takes{" "}
                  {size} here for reading offline. It stays in your library, to read online or
                  download again.
                </p>
              </ConfirmDeleteDialog>
            </Suspense>
          )}
        </>
      );
    }
    return (
      <div data-offline-download="saved" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={`inline-flex items-center gap-1.5 text-sm ${look === "shelf" ? "text-ink-soft" : "text-white/90"}`}
        >
          {icon}
          Saved offline · {size}
        </span>
        <button
          type="button"
          className={buttonClass}
          aria-label={`Remove “${book.book_name}” from this device`}
          onClick={() => void removeDownload(bookId)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </button>
      </div>
    );
  }

  return (
    <>
      <DownloadButton
        book={book}
        className={buttonClass}
        online={online}
        words={look !== "bar"}
        onClick={() => startDownload(bookId, { signedIn, themes: props.themes })}
      />
      {look === "shelf" && offline.state === "failed" ? (
        <span role="alert" className="text-sm text-danger">
          {offline.message}
        </span>
      ) : null}
    </>
  );
}

function DownloadButton(props: {
  book: OfflineBookFields;
  className: string;
  online: boolean;
  /** The button says "Download for offline"; else it is the icon alone. */
  words: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={props.className}
      data-offline-download="none"
      disabled={!props.online}
      title={
        props.online
          ? "Download for offline reading"
          : needsConnection("save books for offline reading")
      }
      // Its words first: what a voice user says to press it is the name it starts with.
      aria-label={`Download for offline: “${props.book.book_name}”`}
      onClick={props.onClick}
    >
      <CloudDownload className="size-4" aria-hidden="true" />
      {props.words ? "Download for offline" : null}
    </button>
  );
}

/** A download under way: what is stored so far, the bar, and Stop. */
function DownloadProgressPanel(props: {
  book: OfflineBookFields;
  offline: Extract<OfflineState, { state: "downloading" }>;
  glass: boolean;
}) {
  const { book, offline, glass } = props;
  const { progress } = offline;
  const percent = percentDone(progress);
  return (
    <div data-offline-download="downloading" className="flex flex-col gap-1.5">
      <div
        className={`flex items-center justify-between gap-3 text-xs ${glass ? "text-white/90" : "text-ink-soft"}`}
      >
        <span aria-live="polite">
          {progress.total === null
            ? "Preparing…"
            : `${glass ? "Saving for offline" : "Saving"} · ${percent}% · ${formatFileSize(progress.bytes)}`}
        </span>
        <button
          type="button"
          className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full ${glass ? "hover:bg-white/15" : "hover:bg-paper-deep"}`}
          aria-label={`Stop saving “${book.book_name}” for offline reading`}
          onClick={() => cancelDownload(book.book_meta_unique_id)}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <ProgressBar value={percent} label={`Saving “${book.book_name}” for offline reading`} />
    </div>
  );
}

/**
 * The reader's word on a download, floating under its bar so the book does not move:
 * how far it is while it runs, or why it failed with Try again. Nothing otherwise.
 */
export function OfflineDownloadStatus(props: {
  book: OfflineBookFields;
  signedIn: boolean;
  themes: readonly Theme[];
  className: string;
}) {
  const { book, signedIn } = props;
  const bookId = book.book_meta_unique_id;
  const offline = useOfflineBook(bookId);
  const online = useOnline();
  if (offline.state !== "downloading" && offline.state !== "failed") return null;
  return (
    <div
      className={`rounded-2xl border border-white/15 bg-night/90 p-3 shadow-xl ${props.className}`}
    >
      {offline.state === "downloading" ? (
        <DownloadProgressPanel book={book} offline={offline} glass />
      ) : (
        <div className="flex flex-col gap-2 text-sm text-white">
          <div className="flex items-start justify-between gap-3">
            <span role="alert">{offline.message}</span>
            <button
              type="button"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
              aria-label="Close"
              onClick={() => dismissFailure(bookId)}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          <DownloadButton
            book={book}
            className="inline-flex items-center gap-2 self-start rounded-full border border-white/20 px-3 py-1.5 hover:bg-white/10 disabled:opacity-40"
            online={online}
            words
            onClick={() => startDownload(bookId, { signedIn, themes: props.themes })}
          />
        </div>
      )}
    </div>
  );
}

import type { Book, Theme } from "@bindery/contract";
import { CloudCheck, CloudDownload, Trash2, X } from "lucide-react";
import { ProgressBar } from "../../components/ui/ProgressBar";
import { formatFileSize } from "../upload/file-size";
import type { DownloadProgress } from "./download-book";
import {
  cancelDownload,
  offlineReadingSupported,
  removeDownload,
  startDownload,
  useOfflineBook,
} from "./offline-books";
import { useOnline } from "./online-status";

export interface OfflineDownloadControlProps {
  book: Pick<Book, "book_meta_unique_id" | "book_name" | "status">;
  signedIn: boolean;
  /** The themes the reader shows the book in, kept with it; a shelf leaves them out. */
  themes?: readonly Theme[];
  /** Its buttons' look: a shelf's quiet links, or the reader bar's buttons. */
  buttonClass: string;
  /** The progress and size line's look, under a shelf's card or on the reader's glass. */
  tone: "shelf" | "glass";
}

/** Percent of the files stored; nothing yet while they are counted. */
export function percentDone({ done, total }: DownloadProgress): number {
  return total ? Math.floor((100 * done) / total) : 0;
}

/**
 * "Download for offline" for one book: then its progress (a bar, the files and the space
 * stored so far, Cancel), then what it takes on this device and Remove. Shown only where
 * the browser can keep books, and for books that are ready.
 */
export function OfflineDownloadControl(props: OfflineDownloadControlProps) {
  const { book, signedIn, buttonClass, tone } = props;
  const bookId = book.book_meta_unique_id;
  const offline = useOfflineBook(bookId);
  const online = useOnline();
  if (!offlineReadingSupported() || book.status !== "ready") return null;
  const text = tone === "glass" ? "text-white/90" : "text-ink-soft";

  if (offline.state === "downloading") {
    const { progress } = offline;
    const percent = percentDone(progress);
    return (
      <div
        data-offline-download="downloading"
        className={`flex min-w-48 flex-col gap-1.5 rounded-2xl px-3 py-2 ${tone === "glass" ? "bg-black/55" : ""}`}
      >
        <div className={`flex items-center justify-between gap-3 text-xs ${text}`}>
          <span aria-live="polite">
            {progress.total === null
              ? "Preparing…"
              : `Saving for offline · ${percent}% · ${formatFileSize(progress.bytes)}`}
          </span>
          <button
            type="button"
            className="inline-flex size-7 items-center justify-center rounded-full hover:bg-black/10"
            aria-label={`Stop saving “${book.book_name}” for offline reading`}
            onClick={() => cancelDownload(bookId)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <ProgressBar value={percent} label={`Saving “${book.book_name}” for offline reading`} />
      </div>
    );
  }

  if (offline.state === "saved") {
    return (
      <div data-offline-download="saved" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`inline-flex items-center gap-1.5 text-sm ${text}`}>
          <CloudCheck
            className={`size-4 ${tone === "glass" ? "text-gold-soft" : "text-accent"}`}
            aria-hidden="true"
          />
          Saved offline · {formatFileSize(offline.saved.bytes)}
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
      <button
        type="button"
        className={buttonClass}
        data-offline-download="none"
        disabled={!online}
        title={online ? undefined : "Connect to the internet to save books for offline reading."}
        aria-label={`Download “${book.book_name}” for offline reading`}
        onClick={() => startDownload(bookId, { signedIn, themes: props.themes })}
      >
        <CloudDownload className="size-4" aria-hidden="true" />
        Download for offline
      </button>
      {offline.state === "failed" ? (
        <span role="alert" className={`text-sm ${tone === "glass" ? "text-white" : "text-danger"}`}>
          {offline.message}
        </span>
      ) : null}
    </>
  );
}

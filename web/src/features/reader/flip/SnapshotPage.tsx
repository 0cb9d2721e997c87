import { useState } from "react";
import { PageNotice } from "../pages/PageNotice";
import type { SnapshotState } from "../pages/use-book-snapshots";

interface SnapshotPageProps {
  index: number;
  state: SnapshotState;
  onZoom(image: { url: string; label: string }): void;
  onRetry(): void;
}

export const SNAPSHOT_MISSING = "Snapshot not available";

/** The basic view's page: the original PDF page as an image, on plain paper. */
export function SnapshotPage({ index, state, onZoom, onRetry }: SnapshotPageProps) {
  const number = index + 1;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = state.state === "ready" ? state.snapshot.snap_shot_url : null;
  const available = url !== null && failedUrl !== url;
  return (
    <article className="book-page" aria-label={`Original page ${number}`}>
      {available ? (
        <button
          type="button"
          className="snapshot-page"
          data-no-turn
          aria-label={`Enlarge original page ${number}`}
          onClick={() => onZoom({ url, label: `Original page ${number}` })}
        >
          <img
            src={url}
            alt={`Original page ${number}`}
            draggable={false}
            decoding="async"
            onError={() => setFailedUrl(url)}
          />
        </button>
      ) : (
        <SnapshotNotice state={state.state} onRetry={onRetry} />
      )}
      <footer className="book-page__footer">
        <span className="book-page__number">{number}</span>
      </footer>
    </article>
  );
}

function SnapshotNotice({ state, onRetry }: { state: SnapshotState["state"]; onRetry(): void }) {
  if (state === "loading") return <PageNotice kind="loading" />;
  if (state === "error") return <PageNotice kind="error" onRetry={onRetry} />;
  // Missing, or there but its image would not load.
  return <PageNotice kind="message" message={SNAPSHOT_MISSING} />;
}

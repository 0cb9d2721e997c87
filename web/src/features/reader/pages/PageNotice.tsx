type PageNoticeProps =
  | { kind: "loading" }
  | { kind: "error"; onRetry(): void }
  | { kind: "message"; message: string };

/** What a page shows instead of its content: loading, a failure to retry, or a message. */
export function PageNotice(props: PageNoticeProps) {
  return (
    <div className="book-page__notice">
      {props.kind === "loading" && (
        <>
          <span className="loading-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="sr-only">Loading this page…</span>
        </>
      )}
      {props.kind === "error" && (
        <>
          <p>This page could not be loaded.</p>
          <button
            type="button"
            data-no-turn
            onClick={props.onRetry}
            className="cursor-pointer rounded-full border border-current px-4 py-1.5 font-sans text-sm"
          >
            Try again
          </button>
        </>
      )}
      {props.kind === "message" && <p>{props.message}</p>}
    </div>
  );
}

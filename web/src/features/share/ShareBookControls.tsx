import type { Book, Share } from "@bindery/contract";
import { Check, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { copyText } from "../../lib/copy-text";
import { needsConnection, useOnline } from "../offline/online-status";
import { ShareDialog } from "./ShareDialog";
import { totalViews, viewsText } from "./share-views";

interface ShareBookControlsProps {
  book: Pick<Book, "book_meta_unique_id" | "book_name">;
  /** The book's link, or null when it is not shared. */
  share: Share | null;
  /** The triggers' look: the shelf's quiet links. */
  className: string;
}

/**
 * On an uploaded book's card: "Share" (the dialog), and for a shared book that it is
 * shared, how often it was opened lately, and its link to copy in one click. Offline,
 * "Share" is greyed out (the link is made and changed on the server); a link already
 * made can still be copied.
 */
export function ShareBookControls({ book, share, className }: ShareBookControlsProps) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const live = share !== null && !share.expired;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`Share “${book.book_name}”`}
        disabled={!online}
        title={online ? undefined : needsConnection("share this book")}
        onClick={() => setOpen(true)}
      >
        <Share2 className="size-4" aria-hidden="true" />
        Share
      </button>
      {share ? (
        <span
          className="flex basis-full flex-wrap items-center gap-x-2 text-xs"
          data-share-status=""
        >
          <span
            className={`rounded-full px-2 py-0.5 font-medium ${live ? "bg-gold-soft text-accent" : "bg-danger-soft text-danger"}`}
          >
            {live ? "Shared" : "Link expired"}
          </span>
          <span className="text-ink-soft">{viewsText(totalViews(share.views))} in 30 days</span>
          {live ? (
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-ink-soft hover:text-ink"
              aria-label={`Copy the link to “${book.book_name}”`}
              onClick={() => {
                void copyText(share.share_url).then((done) =>
                  done ? setCopied(true) : setOpen(true),
                );
              }}
            >
              {copied ? (
                <Check className="size-3.5 text-accent" aria-hidden="true" />
              ) : (
                <Link2 className="size-3.5" aria-hidden="true" />
              )}
              {copied ? "Copied" : "Copy link"}
            </button>
          ) : null}
        </span>
      ) : null}
      <ShareDialog book={book} share={share} open={open} onOpenChange={setOpen} />
    </>
  );
}

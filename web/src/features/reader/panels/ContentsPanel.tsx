import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ReaderSource } from "../pages/reader-source";
import { currentEntryIndex } from "./contents-position";
import { contentsQuery } from "./navigation-api";
import { PanelNotice, type PanelProps, panelRetryClass, ReaderSheet } from "./ReaderSheet";

interface ContentsPanelProps extends PanelProps {
  source: ReaderSource;
  /** The book page on show, for marking the section the reader is in. */
  page: number;
  /** Opens an entry's place: its book page and, when it names one, the paragraph there. */
  onGoTo(page: number, block?: number): void;
}

/**
 * The book's table of contents: entries indented by level, each with the page it starts
 * on, the section the reader is in marked (and scrolled into view). Choosing an entry
 * opens its page and closes the panel. Its own chunk: loaded the first time it opens.
 */
export default function ContentsPanel(props: ContentsPanelProps) {
  const { source, page, onGoTo, onClose } = props;
  const contents = useQuery(contentsQuery(source));
  const entries = contents.data?.entries ?? [];
  const current = currentEntryIndex(entries, page);
  const currentRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (contents.data) currentRef.current?.scrollIntoView({ block: "center" });
  }, [contents.data]);

  return (
    <ReaderSheet
      title="Contents"
      description="The chapters and sections of this book; choose one to open its page."
      onClose={onClose}
      onCloseAutoFocus={props.onCloseAutoFocus}
    >
      <div className="min-h-0 flex-1 overflow-y-auto">
        {contents.isPending ? (
          <PanelNotice>Loading the contents…</PanelNotice>
        ) : contents.isError ? (
          <PanelNotice>
            <p role="alert">The contents could not be loaded.</p>
            <button type="button" className={panelRetryClass} onClick={() => contents.refetch()}>
              Try again
            </button>
          </PanelNotice>
        ) : entries.length === 0 ? (
          <PanelNotice>This book has no contents.</PanelNotice>
        ) : (
          <ol className="py-2">
            {entries.map((entry, index) => {
              const here = index === current;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a title and a page.
                <li key={index}>
                  <button
                    ref={here ? currentRef : undefined}
                    type="button"
                    aria-current={here ? "location" : undefined}
                    onClick={() => {
                      onGoTo(entry.page_order, entry.block);
                      onClose();
                    }}
                    style={{ paddingInlineStart: `${1.5 + entry.level * 1.25}rem` }}
                    className={`flex w-full cursor-pointer items-baseline gap-3 border-l-4 py-2.5 pr-6 text-left hover:bg-paper-deep ${
                      here
                        ? "border-accent bg-paper-deep font-semibold text-ink"
                        : "border-transparent text-ink"
                    } ${entry.level === 0 ? "font-serif text-base" : "text-sm"}`}
                  >
                    <span className="min-w-0 flex-1">{entry.title}</span>
                    <span className="shrink-0 text-sm text-ink-soft tabular-nums">
                      <span className="sr-only">, page </span>
                      {entry.page_order + 1}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </ReaderSheet>
  );
}

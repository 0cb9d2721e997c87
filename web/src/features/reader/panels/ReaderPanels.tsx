import { Suspense } from "react";
import { ContentsPanel, GoToPageDialog, SearchPanel } from "../lazy-parts";
import type { ReaderSource } from "../pages/reader-source";
import type { useReaderPanels } from "./use-reader-panels";

interface ReaderPanelsProps {
  panels: ReturnType<typeof useReaderPanels>;
  source: ReaderSource;
  /** The page whose section the contents mark: the last page of the spread on show. */
  sectionPage: number;
  /** Pages in the view on show, for "go to page". */
  count: number;
  /**
   * The reader's one way to move (a book page, from 0, a paragraph of it, and whether to
   * show that paragraph's first marked word).
   */
  goTo(page: number, block?: number, match?: boolean): void;
}

/** The open panel, if any: contents, search or go to page, each its own chunk. */
export function ReaderPanels({ panels, source, sectionPage, count, goTo }: ReaderPanelsProps) {
  const closing = { onClose: panels.close, onCloseAutoFocus: panels.returnFocus };
  return (
    <Suspense fallback={null}>
      {panels.open === "contents" && (
        <ContentsPanel source={source} page={sectionPage} onGoTo={goTo} {...closing} />
      )}
      {panels.open === "search" && (
        <SearchPanel
          source={source}
          query={panels.searchText}
          onSearch={panels.setSearchText}
          onChoose={(hit) => {
            panels.markHit(hit);
            goTo(hit.page_order, hit.block, true);
            panels.close();
          }}
          {...closing}
        />
      )}
      {panels.open === "go-to-page" && <GoToPageDialog count={count} onGoTo={goTo} {...closing} />}
    </Suspense>
  );
}

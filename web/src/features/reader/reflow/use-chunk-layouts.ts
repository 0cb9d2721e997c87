import type { BookPagesResponse } from "@bindery/contract";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { toReaderPage } from "../pages/use-book-pages";
import type { ChunkState } from "../pages/use-chunks";
import { blocksOf, type ReflowBlock } from "./blocks";
import type { ReflowGeometry } from "./geometry";
import { type PlaceMark, placeMarks } from "./marks";
import { measureColumn } from "./measure";
import { type MeasuredBlock, paginate, type Screen } from "./paginate";

export interface ChunkLayout {
  /** The answer it was laid out from: an edit brings a new one. */
  source: BookPagesResponse;
  /** The text of the next chunk's first page when it continues this chunk's last paragraph. */
  nextLead: string;
  key: string;
  blocks: ReflowBlock[];
  measured: MeasuredBlock[];
  marks: PlaceMark[];
  screens: Screen[];
}

/** Layouts kept for chunks the reader left, so turning back needs no new measuring. */
const KEPT_LAYOUTS = 6;

/**
 * The screens of each chunk the reader needs, laid out at the current geometry: the ones
 * on show first, the ones ahead after a paint. One chunk at a time is rendered into a
 * hidden column (`column`, which the caller places inside the stage, where the type
 * settings apply), measured in a layout effect (before paint) and dropped again: only the
 * chunk being measured is ever in the DOM as a whole.
 */
export function useChunkLayouts(options: {
  /** The chunks the screens on show come from, laid out before anything is painted. */
  shown: readonly number[];
  /** Chunks the reader may turn to next, laid out one a frame once the screen is on show. */
  wanted: readonly number[];
  chunkState(chunk: number): ChunkState<BookPagesResponse>;
  geometry: ReflowGeometry;
  /** The book's last chunk: its text ends the book. */
  lastChunk: number;
  ready: boolean;
}) {
  const { shown, wanted, chunkState, geometry, lastChunk, ready } = options;
  const [layouts, setLayouts] = useState(() => new Map<number, ChunkLayout>());
  const columnRef = useRef<HTMLDivElement>(null);

  // A paragraph split at a chunk's end is set with the chunk it starts in, which takes its
  // rest from the next chunk's first page once that is loaded (and is laid out again then).
  const nextPageOf = (chunk: number) => {
    const state = chunk < lastChunk ? chunkState(chunk + 1) : null;
    const page = state?.state === "ready" ? state.data.pages[0] : undefined;
    return page?.continues_paragraph ? page : undefined;
  };
  const nextLeadOf = (chunk: number) => nextPageOf(chunk)?.page_content ?? "";
  const layoutOf = (chunk: number): ChunkLayout | null => {
    const layout = layouts.get(chunk);
    const state = chunkState(chunk);
    return layout &&
      state.state === "ready" &&
      layout.source === state.data &&
      layout.nextLead === nextLeadOf(chunk) &&
      layout.key === geometry.key
      ? layout
      : null;
  };

  const unlaid = (chunk: number) => chunkState(chunk).state === "ready" && layoutOf(chunk) === null;
  const shownNext = ready ? shown.find(unlaid) : undefined;
  const aheadNext = ready && shownNext === undefined ? wanted.find(unlaid) : undefined;
  // A chunk ahead waits for a frame to be painted: measured at once, its twenty pages of
  // text would hold back the first screen (or a new text size) by their layout.
  const aheadToken = aheadNext === undefined ? null : `${aheadNext} ${geometry.key}`;
  const [aheadAllowed, setAheadAllowed] = useState<string | null>(null);
  useEffect(() => {
    if (aheadToken === null || aheadAllowed === aheadToken) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout set in an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAheadAllowed(aheadToken));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [aheadToken, aheadAllowed]);
  const next = shownNext ?? (aheadToken === aheadAllowed ? aheadNext : undefined);
  const nextState = next === undefined ? null : chunkState(next);
  const source = nextState?.state === "ready" ? nextState.data : null;
  const nextPage = next === undefined ? undefined : nextPageOf(next);
  const nextLead = nextPage?.page_content ?? "";
  const blocks = useMemo(
    () =>
      source
        ? blocksOf(source.pages.map(toReaderPage), {
            next: nextPage ? toReaderPage(nextPage) : undefined,
            chunkStart: next !== undefined && next > 0,
          })
        : [],
    [source, nextPage, next],
  );

  useLayoutEffect(() => {
    const column = columnRef.current;
    if (next === undefined || !source || !column) return;
    const measured = measureColumn(column, blocks);
    const layout: ChunkLayout = {
      source,
      nextLead,
      key: geometry.key,
      blocks,
      measured,
      marks: placeMarks(blocks, measured),
      screens: paginate(
        measured,
        geometry.contentHeight,
        geometry.single ? 1 : 2,
        next === lastChunk,
      ),
    };
    setLayouts((previous) => {
      const kept = new Map(previous);
      kept.delete(next);
      kept.set(next, layout);
      for (const chunk of kept.keys()) {
        if (kept.size <= KEPT_LAYOUTS) break;
        if (!wanted.includes(chunk)) kept.delete(chunk);
      }
      return kept;
    });
  }, [
    next,
    source,
    nextLead,
    blocks,
    geometry.key,
    geometry.contentHeight,
    geometry.single,
    lastChunk,
    wanted,
  ]);

  return { layoutOf, columnRef, measuringBlocks: next === undefined ? null : blocks };
}

import {
  type BookPagesResponse,
  READER_CHUNK_PAGES,
  type ReaderSettings,
  readerChunkOf,
} from "@bindery/contract";
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useReadingDirectionOf } from "../direction/reading-direction-context";
import { FlipBook } from "../flip/FlipBook";
import { restingPosition } from "../flip/flip-layout";
import type { ZoomedImage } from "../flip/ZoomOverlay";
import { chunksAround } from "../pages/chunks";
import { PageNotice } from "../pages/PageNotice";
import { paragraphKey, type ReadingMarks } from "../pages/styled-text";
import type { ChunkState } from "../pages/use-chunks";
import { useElementSize } from "../use-element-size";
import { BlockView } from "./BlockView";
import { geometryStyle, reflowGeometry } from "./geometry";
import { markAt, markOfScreen, screenOfTop } from "./marks";
import { placeAcrossChunks } from "./page-screens";
import type { BookPlace, ReflowLocation, ReflowRequest, ReflowTurns } from "./place";
import { ReflowScreen } from "./ReflowScreen";
import { loadReaderFont, READER_FONT_FAMILIES } from "./reader-fonts";
import {
  chunkOfScreen,
  neighbourScreen,
  SCREEN_STRIDE,
  screenInChunk,
  screenIndex,
} from "./screen-index";
import { useChunkLayouts } from "./use-chunk-layouts";
import "./reflow.css";

export interface ReflowedBookProps {
  /** The book's pages (book pages, not screens), null until the first answer says. */
  count: number | null;
  chunkState(chunk: number): ChunkState<BookPagesResponse>;
  settings: ReaderSettings;
  request: ReflowRequest;
  /** prefers-reduced-motion: screens fade instead of turning. */
  fade: boolean;
  lang: string | null;
  themeStyle: CSSProperties;
  label: string;
  editable: boolean;
  /** The editor of the book page being edited; it shows on the first screen on show. */
  editor: ReactNode;
  locked: boolean;
  overlay?: ReactNode;
  /** The search words to mark on a book page (a chosen hit's), if any. */
  marksOn?(page: number): readonly string[] | undefined;
  /** What read aloud is saying: marked, and the view turns to keep it on screen. */
  reading?: ReadingMarks | null;
  /**
   * Filled with the turns the reader's buttons and keys ask for. Jumps (Home, End, a
   * contents line) go through `request` instead: the reader loads the chunk asked for.
   */
  controls: RefObject<ReflowTurns | null>;
  onLocation(location: ReflowLocation): void;
  onEdit(page: number): void;
  onZoom(image: ZoomedImage): void;
  onRetry(): void;
  onTurned(): void;
  /** A turn began (see FlipBook). */
  onTurnStart?(): void;
  /** A tap on the middle third of a single screen (see FlipBook). */
  onMiddleTap?(): void;
}

/** A spot inside a paragraph to bring on screen: the first element `selector` finds there. */
interface Spot {
  /** Tells one spot from the next: each is followed once. */
  key: string;
  page: number;
  paragraph: number;
  selector: string;
  /**
   * Followed until that element is found on show (read aloud marks its sentence a render
   * after it starts), rather than once its paragraph is (a hit's words may be marked in
   * another of the page's paragraphs).
   */
  untilFound: boolean;
}

/**
 * The reflowed view: the book's text laid out by the browser at the reader's settings
 * into screen pages that fill the window, turned by the same flip as the book's own
 * pages. Chunks of book pages are laid out one by one as the reader reaches them
 * (use-chunk-layouts.ts); the place is kept in book terms (BookPlace), so a new size,
 * font or window puts the same block back on screen.
 */
export default function ReflowedBook(props: ReflowedBookProps) {
  const dir = useReadingDirectionOf();
  const { count, chunkState, settings, request, controls, onLocation } = props;
  const stageRef = useRef<HTMLDivElement>(null);
  const room = useElementSize(stageRef);
  const geometry = useMemo(
    () => reflowGeometry({ width: room.width, height: room.height }, settings),
    [room.width, room.height, settings],
  );
  const key = geometry.key;
  const single = geometry.single;
  const step = single ? 1 : 2;
  // Until the book's length is known, turns stay inside the chunk the reader is in.
  const lastChunk = readerChunkOf(count === null ? request.page : Math.max(0, count - 1));

  // Text is measured only once its font is there (reader-fonts.ts).
  const fontKey = `${settings.font} ${geometry.fontSize}`;
  const [fontReady, setFontReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const [font, size] = [settings.font, geometry.fontSize];
    void loadReaderFont(font, size).then(() => {
      if (live) setFontReady(`${font} ${size}`);
    });
    return () => {
      live = false;
    };
  }, [settings.font, geometry.fontSize]);

  // Where the reader is in book terms, and the screen on show under the current layout.
  const [place, setPlace] = useState<BookPlace>({ page: request.page, block: request.block });
  const [view, setView] = useState<{ position: number; key: string } | null>(null);
  // The place last asked for (a jump, the opening, a new layout) and the screen it was put
  // on: while that screen is on show it is the reader's place, whatever came before it.
  const [anchor, setAnchor] = useState<{ place: BookPlace; position: number; key: string } | null>(
    null,
  );
  const [seenRequest, setSeenRequest] = useState(request.seq);
  if (request.seq !== seenRequest) {
    setSeenRequest(request.seq);
    setPlace({ page: request.page, block: request.block });
    setView(null);
  }

  // The rest of a paragraph split at a chunk's end is set with the chunk before.
  const ownChunk = readerChunkOf(place.page);
  const ownState = chunkState(ownChunk);
  const placeChunk =
    place.block === 0 &&
    ownChunk > 0 &&
    place.page === ownChunk * READER_CHUNK_PAGES &&
    ownState.state === "ready" &&
    ownState.data.pages[0]?.continues_paragraph
      ? ownChunk - 1
      : ownChunk;
  const viewChunk = view ? chunkOfScreen(view.position) : placeChunk;
  const shownChunks = useMemo(() => [...new Set([placeChunk, viewChunk])], [placeChunk, viewChunk]);
  const wantedKey = [placeChunk, viewChunk, ...chunksAround(place.page, count)].join(",");
  const wanted = useMemo(() => [...new Set(wantedKey.split(",").map(Number))], [wantedKey]);
  const layouts = useChunkLayouts({
    shown: shownChunks,
    wanted,
    chunkState,
    geometry,
    lastChunk,
    ready: fontReady === fontKey && room.width > 0,
  });
  const { layoutOf } = layouts;

  // The screen asked for: the one turned to under this layout, else the one the place
  // starts on (inside a paragraph, when it is the rest of one split between pages).
  let shown: number | null = null;
  if (view && view.key === key) {
    const layout = layoutOf(chunkOfScreen(view.position));
    // An edit may have left the chunk fewer screens.
    shown = layout
      ? screenIndex(
          chunkOfScreen(view.position),
          Math.min(screenInChunk(view.position), Math.max(0, layout.screens.length - 1)),
        )
      : view.position;
  } else {
    const layout = layoutOf(placeChunk);
    const mark = layout?.marks[markAt(layout.marks, place.page, place.block)];
    if (layout && mark) shown = screenIndex(placeChunk, screenOfTop(layout.screens, mark.top));
  }
  // A screen put on show for a place (rather than turned to) anchors that place; this
  // render already speaks for it, so the label never names the block before it for a frame.
  const placing = shown !== null && (view === null || view.key !== key);
  const currentAnchor = placing && shown !== null ? { place, position: shown, key } : anchor;
  useLayoutEffect(() => {
    if (shown === null) return;
    if (view === null || view.key !== key) setAnchor({ place, position: shown, key });
    if (view === null || view.key !== key || view.position !== shown) {
      setView({ position: shown, key });
    }
  }, [shown, view, key, place]);

  const resting = shown === null ? null : restingPosition(shown, single);
  const screenCount = (chunk: number) => layoutOf(chunk)?.screens.length ?? null;
  const neighbour = (from: number, towardsEnd: boolean) =>
    neighbourScreen({ index: from, towardsEnd, step, lastChunk, screenCount });

  // The first block on show, reported in book terms (and kept as the place).
  const restingLayout = resting === null ? null : layoutOf(chunkOfScreen(resting));
  const restingScreen =
    resting === null ? undefined : restingLayout?.screens[screenInChunk(resting)];
  const anchored =
    currentAnchor !== null &&
    currentAnchor.key === key &&
    resting !== null &&
    restingPosition(currentAnchor.position, single) === resting;
  const firstMark =
    restingLayout && restingScreen
      ? anchored && currentAnchor
        ? restingLayout.marks[
            markAt(restingLayout.marks, currentAnchor.place.page, currentAnchor.place.block)
          ]
        : restingLayout.marks[markOfScreen(restingLayout.marks, restingScreen)]
      : undefined;
  let location: ReflowLocation | null = null;
  if (resting !== null && restingLayout && restingScreen && firstMark) {
    const among = placeAcrossChunks({
      chunk: chunkOfScreen(resting),
      page: firstMark.page,
      // In a spread the place asked for may be on the right-hand screen.
      screen: screenInChunk(anchored && currentAnchor ? currentAnchor.position : resting),
      layoutOf,
    });
    location = {
      page: firstMark.page,
      block: firstMark.block,
      at: among.at,
      of: among.of,
      canGoBack: neighbour(resting, false) !== null,
      canGoForward: neighbour(resting, true) !== null,
    };
  }
  // The screen the place asked for was put on names that place's book page; every other
  // screen names its own (the page its first block starts in), so a spread whose right
  // screen holds the place reads "16 | 17", never "17 | 16".
  const anchoredScreen = anchored && currentAnchor ? currentAnchor.position : resting;
  const locationKey = location ? JSON.stringify(location) : null;
  const latestOnLocation = useRef(onLocation);
  latestOnLocation.current = onLocation;
  // biome-ignore lint/correctness/useExhaustiveDependencies: locationKey stands for location.
  useEffect(() => {
    if (!location) return;
    setPlace((current) =>
      current.page === location.page && current.block === location.block
        ? current
        : { page: location.page, block: location.block },
    );
    latestOnLocation.current(location);
  }, [locationKey]);

  const turnTo = (to: number | null) => {
    if (to !== null) setView({ position: to, key });
  };
  controls.current = {
    back: () => resting !== null && turnTo(neighbour(resting, false)),
    forward: () => resting !== null && turnTo(neighbour(resting, true)),
  };

  // A spot inside a paragraph is brought on screen once (a reader may then turn away by
  // hand): the sentence read aloud, each time a new one starts, or the first match of a
  // search hit just chosen, in the paragraph the hit opened. Where in its paragraph the
  // spot is is measured on a copy of the paragraph on show; until one is, the paragraph's
  // start stands for it, and the next render refines the screen.
  const readingStart = props.reading?.sentence[0];
  const hitWords = request.match ? props.marksOn?.(request.page) : undefined;
  const spot: Spot | null = readingStart
    ? {
        key: `reading ${readingStart.page}:${readingStart.paragraph}:${readingStart.start}`,
        page: readingStart.page,
        paragraph: readingStart.paragraph,
        selector: '[data-reading="sentence"]',
        untilFound: true,
      }
    : hitWords && hitWords.length > 0
      ? {
          key: `hit ${request.seq}`,
          page: request.page,
          paragraph: request.block,
          selector: "mark",
          untilFound: false,
        }
      : null;
  const followed = useRef<string | null>(null);
  const [, setFollowTick] = useState(0);
  // After every render: the spot, the layout or the screen on show may have moved.
  useLayoutEffect(() => {
    if (!spot || followed.current === spot.key) return;
    if (resting === null) return;
    const stage = stageRef.current;
    const faces = stage ? [...stage.querySelectorAll("[data-page-index]")] : [];
    if (faces.some((face) => !face.matches(".flip-face--rest"))) {
      // A turn is running: look again once it is over.
      const timer = setTimeout(() => setFollowTick((tick) => tick + 1), 200);
      return () => clearTimeout(timer);
    }
    const chunk = readerChunkOf(spot.page);
    const layout = layoutOf(chunk);
    if (!layout) {
      followed.current = spot.key;
      setPlace({ page: spot.page, block: spot.paragraph });
      setView(null);
      return;
    }
    const block = layout.blocks.findIndex(
      (candidate) => candidate.page === spot.page && candidate.index === spot.paragraph,
    );
    const measured = layout.measured[block];
    if (!measured) return;
    const paragraph = stage?.querySelector(
      `.reflow-page__window [data-para="${paragraphKey(spot.page, spot.paragraph)}"]`,
    );
    const found = paragraph?.querySelector(spot.selector);
    const offset =
      paragraph && found
        ? found.getBoundingClientRect().top - paragraph.getBoundingClientRect().top
        : 0;
    const y = measured.top + offset + 1;
    let screen = 0;
    layout.screens.forEach((candidate, at) => {
      if (candidate.start <= y) screen = at;
    });
    const target = screenIndex(chunk, screen);
    const onShow = target === resting || (!single && target === resting + 1);
    if (onShow) {
      if (found || (paragraph && !spot.untilFound)) followed.current = spot.key;
      return;
    }
    setView({ position: target, key });
  });

  const renderPage = (index: number) => {
    const chunk = chunkOfScreen(index);
    const layout = layoutOf(chunk);
    if (!layout) {
      if (chunk > lastChunk)
        return <article className="book-page reflow-page" aria-hidden="true" />;
      const state = chunkState(chunk);
      return (
        <article className="book-page reflow-page" aria-label="Loading">
          {state.state === "error" ? (
            <PageNotice kind="error" onRetry={props.onRetry} />
          ) : (
            <PageNotice kind="loading" />
          )}
        </article>
      );
    }
    return (
      <ReflowScreen
        layout={layout}
        screen={screenInChunk(index)}
        geometry={geometry}
        page={index === anchoredScreen ? location?.page : undefined}
        lang={props.lang}
        editable={props.editable}
        editor={index === resting ? props.editor : undefined}
        marksOn={props.marksOn}
        reading={props.reading}
        onEdit={props.onEdit}
        onZoom={props.onZoom}
      />
    );
  };

  const bookWidth = (single ? 1 : 2) * geometry.pageWidth + 2 * geometry.coverEdge;
  const bookHeight = geometry.pageHeight + 2 * geometry.coverEdge;
  const style = {
    ...geometryStyle(geometry, settings.font, READER_FONT_FAMILIES[settings.font]),
    "--page-padding": `${geometry.margin}px`,
    ...props.themeStyle,
  } as CSSProperties;

  return (
    <div ref={stageRef} className="reflow-stage" style={style}>
      {layouts.measuringBlocks && (
        // The book's language and direction, as on the screens: line breaking and
        // hyphenation follow them.
        <div
          ref={layouts.columnRef}
          className="reflow-flow reflow-measure"
          lang={props.lang ?? undefined}
          dir={dir}
          aria-hidden="true"
        >
          {layouts.measuringBlocks.map((block) => (
            <BlockView
              key={`${block.page}-${block.index}`}
              block={block}
              pictureHeight={geometry.pictureHeight}
              screenHeight={geometry.contentHeight}
            />
          ))}
        </div>
      )}
      {room.width > 0 && (
        <section
          aria-label={props.label}
          className="absolute top-1/2 left-1/2"
          style={{ width: bookWidth, height: bookHeight, transform: "translate(-50%, -50%)" }}
        >
          <div
            className={`flip-book reflow-book ${single ? "flip-book--single" : "flip-book--spread"}`}
            style={{ width: bookWidth, height: bookHeight }}
          >
            {shown !== null ? (
              <FlipBook
                key={`${key} ${single}`}
                page={shown}
                pageCount={(lastChunk + 1) * SCREEN_STRIDE}
                mode={{ single, fade: props.fade }}
                locked={props.locked}
                renderPage={renderPage}
                onPageChange={turnTo}
                onTurned={props.onTurned}
                onTurnStart={props.onTurnStart}
                neighbour={neighbour}
                onMiddleTap={props.onMiddleTap}
              />
            ) : (
              <div className="flip-pages">
                <article className="book-page reflow-page" aria-label="Loading">
                  <PageNotice kind="loading" />
                </article>
              </div>
            )}
          </div>
          {props.overlay}
        </section>
      )}
    </div>
  );
}

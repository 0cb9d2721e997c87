import { readerChunkOf, type Theme, usesBookTypography } from "@bindery/contract";
import { usePrefetchQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { PortalContainer } from "../../components/ui/portal-container";
import { countPageTurn, track } from "../../lib/analytics";
import { lazyWithFallback } from "../../lib/lazy-with-fallback";
import { readGuestPlace, storedUserId } from "../../lib/session-storage";
import { ExportEpubButton } from "../library/ExportEpubButton";
import { profileQuery } from "../session/profile-query";
import { SelectionBar } from "./annotations/SelectionBar";
import { useReaderAnnotations } from "./annotations/use-reader-annotations";
import { TapForSound } from "./backdrop/TapForSound";
import { ThemedBackdrop } from "./backdrop/ThemedBackdrop";
import { DEFAULT_VOLUME, useAmbientAudio } from "./backdrop/use-ambient-audio";
import { usePageTurnSound } from "./backdrop/use-page-turn-sound";
import { ReadingDirectionContext } from "./direction/reading-direction-context";
import { useBookDirection } from "./direction/use-book-direction";
import { EmbedBar } from "./EmbedBar";
import { usePageEditing } from "./editing/use-page-editing";
import { BookPage } from "./flip/BookPage";
import { BookStage } from "./flip/BookStage";
import { FlipBook } from "./flip/FlipBook";
import { restingPosition } from "./flip/flip-layout";
import {
  AnnotationsPanel,
  NoteDialog,
  PageEditor,
  PageEditorBar,
  PremiumThemeDialog,
  ReaderMessage,
  SnapshotPage,
  ZoomOverlay,
} from "./lazy-parts";
import { HighlightsContext } from "./pages/highlights";
import { pageLabel, reflowedPageLabel } from "./pages/page-label";
import { PageLinksProvider } from "./pages/page-links";
import { REFLOW_QUERY } from "./pages/page-typography";
import { bookChunkQuery, bookViewQuery, themesQuery } from "./pages/reader-api";
import { type ReaderSource, readsSignedIn } from "./pages/reader-source";
import { useBasicView } from "./pages/use-basic-view";
import { useBookPages } from "./pages/use-book-pages";
import { useHasOriginals } from "./pages/use-has-originals";
import { useImagePreload } from "./pages/use-image-preload";
import { contentsQuery } from "./panels/navigation-api";
import { PageSlider } from "./panels/PageSlider";
import { ReaderPanels } from "./panels/ReaderPanels";
import { ReaderHeader } from "./ReaderHeader";
import { ReaderToolbar } from "./ReaderToolbar";
import { ReadAloudBar, ReadAloudButton } from "./read-aloud/ReadAloudControls";
import { selectionPoint, tapOnText } from "./read-aloud/text-point";
import { type TextPoint, useReadAloud } from "./read-aloud/use-read-aloud";
import { barButtonClass } from "./reader-bar-styles";
import { readingStatus, wordCount } from "./reading-status";
import {
  LAST_BLOCK,
  type ReflowLocation,
  type ReflowRequest,
  type ReflowTurns,
} from "./reflow/place";
import { withOwnerThemes } from "./settings/owner-themes";
import { ReaderSettings } from "./settings/ReaderSettings";
import { coverStyle, paperStyle } from "./settings/theme-style";
import { useFullscreen } from "./use-fullscreen";
import { useGuestPlace } from "./use-guest-place";
import { useImmersive } from "./use-immersive";
import { REDUCED_MOTION_QUERY, SINGLE_PAGE_QUERY, useMediaQuery } from "./use-media-query";
import { useOpeningFallback } from "./use-opening-fallback";
import { useProgressSaver } from "./use-progress-saver";
import { type ReaderKeyActions, useReaderKeys } from "./use-reader-keys";

/** The four ways of turning, the same in both views. */
type TurnActions = Pick<ReaderKeyActions, "back" | "forward" | "first" | "last">;

import type { ZoomedImage } from "./flip/ZoomOverlay";
import { useReaderPanels } from "./panels/use-reader-panels";
import { useReaderSettings } from "./settings/use-reader-settings";
import { useReaderThemes } from "./settings/use-reader-themes";
import { useReaderLocation } from "./use-reader-location";
import "./reader.css";

// Phones and readers with their own type settings only: the book's own pages need none of
// it. Not behind Suspense, which would hold its first screen back (lazy-with-fallback.ts).
const ReflowedBook = lazyWithFallback(
  () => import("./reflow/ReflowedBook"),
  <div className="flex-1" />,
);
// A phone will show it: asked for with the reader's own code, not after its first render.
// (A reader opened by its address has it already: reader.html names it for phones.)
if (window.matchMedia(REFLOW_QUERY).matches) ReflowedBook.preload().catch(() => {});

/** A book read through a share link: what its owner chose for it, and how it is shown. */
export interface SharedReading {
  /** The owner's background and page themes for the book (null: the defaults). */
  themes: { book: Theme | null; page: Theme | null };
  /** The EPUB download, when the owner allowed it. */
  download: (() => Promise<void>) | null;
  /** An embed in another site: the book alone, and a link to open it in Bindery. */
  embed: { openHref: string } | null;
}

/**
 * The reader of /read_book/{id} and of a share link: the book over its background theme,
 * turned by buttons, keys, clicks and drags, its page in the address, its progress and
 * themes saved for a signed-in reader, with the original pages (basic view) and page
 * editing for the owner. A shared book reads as a guest's (its place kept in this
 * browser), in its owner's themes, without editing.
 */
export function Reader({ source, shared }: { source: ReaderSource; shared?: SharedReading }) {
  const { bookId } = source;
  const signedIn = readsSignedIn(source);
  const queryClient = useQueryClient();
  const location = useReaderLocation();
  const single = useMediaQuery(SINGLE_PAGE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const mode = useMemo(() => ({ single, fade: reducedMotion }), [single, reducedMotion]);
  const narrow = useMediaQuery(REFLOW_QUERY);
  const type = useReaderSettings(signedIn);
  const readerRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(readerRef);

  const view = useQuery({ ...bookViewQuery(bookId), enabled: signedIn, retry: false });
  const profile = useQuery({ ...profileQuery, enabled: signedIn });
  const themesReady = !signedIn || !profile.isPending;
  // Offline, with no profile kept, the stored token still says whose themes these are.
  const userId = profile.data?.user_id ?? (profile.isError ? storedUserId() : null);
  const themesAnswer = useQuery({
    ...themesQuery(signedIn ? userId : null),
    enabled: themesReady,
    select: shared ? (answer) => withOwnerThemes(answer, shared.themes) : undefined,
  });

  // The page opens where the address says, else where this reader left off, else at 0;
  // it is known at once for a guest (kept in local storage), and written into the address
  // for the next reload.
  const { setPage } = location;
  const [guestPlace] = useState(() => (signedIn ? null : readGuestPlace(bookId)));
  const savedPage = signedIn
    ? (view.data?.book_detail.last_read_page ?? (view.isPending ? null : 0))
    : (guestPlace ?? 0);
  const page = location.page ?? savedPage;
  // The block of it a reflowed view reopens on, when it opens on the saved page.
  const savedBlock =
    signedIn && page === savedPage ? (view.data?.book_detail.last_read_block ?? 0) : 0;
  useEffect(() => {
    if (location.page === null && page !== null) setPage(page);
  }, [location.page, page, setPage]);

  // Asked for while this first render is still running, not after it: it is what the
  // first spread waits for. Pages 0-19 while a signed-in reader's place is not known yet.
  usePrefetchQuery(bookChunkQuery(source, readerChunkOf(page ?? 0)));
  const pages = useBookPages(source, page ?? 0, page !== null);
  const book = pages.book;
  const count = book?.bindery_pages_count ?? 0;
  const converting = book?.status === "converting";

  const opening = useOpeningFallback(page, pages.chunkState, setPage);

  // A page past the end (a book that lost pages, a hand-made link) shows the last one.
  useEffect(() => {
    if (book && page !== null && page >= count && count > 0) setPage(count - 1);
  }, [book, page, count, setPage]);

  const openedId = book?.book_meta_unique_id;
  const openedPublic = book?.is_public_domain === 1;
  useEffect(() => {
    if (openedId)
      track({ name: "book_opened", props: { book_id: openedId, public: openedPublic } });
  }, [openedId, openedPublic]);

  const themes = useReaderThemes({
    bookId,
    themes: themesAnswer.data,
    saved: shared
      ? {
          book: shared.themes.book?.theme_meta_unique_id ?? null,
          page: shared.themes.page?.theme_meta_unique_id ?? null,
        }
      : {
          book: view.data?.book_detail.theme_id ?? null,
          page: view.data?.book_detail.page_theme_id ?? null,
        },
    keep: signedIn ? "account" : shared ? "visit" : "browser",
  });

  const audioRef = useRef<HTMLAudioElement>(null);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const sound = themes.bookTheme?.has_audio === 1 ? themes.bookTheme.audio_url : null;
  const ambient = useAmbientAudio(audioRef, sound, volume, muted);
  const pageTurnSound = usePageTurnSound(volume, muted);
  const direction = useBookDirection(bookId, book?.reading_direction);

  const shown = pages.pageAt(page ?? 0);
  const basic = useBasicView({
    source,
    originalPages: book?.original_pages_count ?? 0,
    bookPages: count,
    page: page ?? 0,
    original: shown.state === "ready" ? shown.page.page_number : 0,
    returnTo: setPage,
  });
  const hasOriginals = useHasOriginals(book, source);
  const editing = usePageEditing(source);
  const [zoomed, setZoomed] = useState<ZoomedImage | null>(null);

  const inBasic = basic.page !== null;
  // Text is laid out in the browser on screens too narrow for a book page at full size,
  // and whenever the reader set type other than the book's own.
  const reflowed = !inBasic && (narrow || !usesBookTypography(type.settings));
  const [reflowPlace, setReflowPlace] = useState<ReflowLocation | null>(null);
  const [reflowRequest, setReflowRequest] = useState<ReflowRequest | null>(null);
  const reflowControls = useRef<ReflowTurns | null>(null);
  const shownPlace = reflowed ? reflowPlace : null;
  // A request is for the view it was made in: a view opened later starts from the address.
  useEffect(() => {
    if (!reflowed) setReflowRequest(null);
  }, [reflowed]);

  useProgressSaver(bookId, page, signedIn && book !== null, shownPlace?.block);
  useGuestPlace(bookId, page, !signedIn && book !== null);
  const panels = useReaderPanels();
  // Phones read immersively at will: a tap on the middle of the page hides every control.
  const immersive = useImmersive(narrow && reflowed);

  const position = basic.page ?? page ?? 0;
  const total = inBasic ? (book?.original_pages_count ?? 0) : count;
  const step = single ? 1 : 2;
  const resting = restingPosition(position, single);
  /**
   * Shows book page `target` (and, reflowed, its block `block`, at its first marked word
   * for a search hit's `match`), from anywhere.
   */
  const goTo = (target: number, block = 0, match = false) => {
    const clamped = Math.max(0, Math.min(target, total - 1));
    if (inBasic) basic.goTo(clamped);
    else setPage(clamped);
    if (reflowed) {
      setReflowRequest({ page: clamped, block, match, seq: (reflowRequest?.seq ?? 0) + 1 });
    }
  };
  const notes = useReaderAnnotations({
    bookId,
    signedIn,
    contentOf: (index) => {
      const state = pages.pageAt(index);
      return state.state === "ready" ? state.page.page_content : null;
    },
    goTo: (target, block) => {
      // A spread or screen already showing the page moves only to the block.
      goTo(target, block);
    },
  });
  const reflowedNavigation: TurnActions = {
    back: () => reflowControls.current?.back(),
    forward: () => reflowControls.current?.forward(),
    first: () => goTo(0),
    last: () => goTo(total - 1, LAST_BLOCK),
  };
  const navigation = reflowed
    ? reflowedNavigation
    : {
        back: () => goTo(resting - step),
        forward: () => goTo(resting + step),
        first: () => goTo(0),
        last: () => goTo(total - 1),
      };
  // A phone's quiet line says how far in the reader is and how long the chapter still takes;
  // read aloud's sleep timer knows where the chapter ends.
  const [readAloudUsed, setReadAloudUsed] = useState(false);
  const contents = useQuery({
    ...contentsQuery(source),
    enabled: (narrow || readAloudUsed) && book !== null && !inBasic,
  });
  const readAloud = useReadAloud({
    source,
    book,
    settings: type.settings,
    onSettings: type.change,
    contents: contents.data?.entries,
  });
  const startReadingAloud = (point: TextPoint | null) => {
    setReadAloudUsed(true);
    if (point) {
      readAloud.start(point.page, point);
      return;
    }
    // From the page on show: reflowed, from the first paragraph on screen.
    if (reflowed && shownPlace) {
      readAloud.start(shownPlace.page, {
        page: shownPlace.page,
        paragraph: shownPlace.block,
        offset: 0,
      });
    } else readAloud.start(resting);
  };
  // The book page being read is kept on show (the reflowed view follows it itself).
  const readingPage = readAloud.marks?.sentence[0]?.page ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the sentence, not the reader's own turns.
  useEffect(() => {
    if (readingPage === null || reflowed || inBasic) return;
    if (readingPage < resting || readingPage >= resting + step) goTo(readingPage);
  }, [readingPage]);
  // Read aloud is the enhanced view's, and silent while a page is edited.
  const stopReading = readAloud.stop;
  useEffect(() => {
    if (inBasic || editing.editing) stopReading();
  }, [inBasic, editing.editing, stopReading]);
  const statusPage = reflowed ? (shownPlace?.page ?? resting) : resting;
  const statusState = pages.pageAt(statusPage);
  const details = inBasic
    ? []
    : readingStatus({
        page: statusPage,
        count,
        entries: contents.data?.entries,
        wordsOnPage:
          statusState.state === "ready" ? wordCount(statusState.page.page_content) : null,
      });
  const canGoBack = reflowed ? (shownPlace?.canGoBack ?? false) : resting > 0;
  const canGoForward = reflowed ? (shownPlace?.canGoForward ?? false) : resting + step < total;
  // Contents and search are the enhanced view's: their entries and hits are book pages.
  const showPanel = (panel: "contents" | "search") => !inBasic && panels.show(panel);
  useReaderKeys(
    {
      ...navigation,
      contents: () => showPanel("contents"),
      search: () => showPanel("search"),
      goToPage: () => panels.show("go-to-page"),
    },
    book !== null && editing.editing === null,
    direction.direction === "rtl",
  );

  // The pictures of the spreads either side of this one, ready before a turn shows them.
  const nearby = inBasic
    ? []
    : [-step, step].flatMap((offset) =>
        Array.from({ length: step }, (_, page) => resting + offset + page),
      );
  useImagePreload(
    nearby.flatMap((index) => {
      if (index < 0 || index >= count) return [];
      const state = pages.pageAt(index);
      return state.state === "ready" ? state.page.images : [];
    }),
  );

  const switchView = async () => {
    if (await basic.toggle()) editing.cancel();
  };

  const retry = (kind: "book-pages" | "book-snapshots") =>
    queryClient.refetchQueries({
      queryKey: [kind, bookId],
      predicate: (query) => query.state.status === "error",
    });

  if (opening.notFound || opening.failed) {
    const gone = source.kind === "share" ? "link-gone" : "not-found";
    return (
      <Suspense fallback={null}>
        <ReaderMessage
          kind={opening.notFound ? gone : "error"}
          onRetry={() => retry("book-pages")}
        />
      </Suspense>
    );
  }

  const owner = signedIn && book?.is_public_domain === 0;
  const embed = shared?.embed ?? null;
  const pageEditor = (index: number) => {
    const edited = editing.editing?.page_order === index ? editing.editing : null;
    return (
      edited && (
        <Suspense fallback={null}>
          <PageEditor
            key={edited.page_meta_unique_id}
            number={index + 1}
            text={editing.text}
            onChange={editing.setText}
            onCancel={editing.cancel}
          />
        </Suspense>
      )
    );
  };
  const renderPage = (index: number) => {
    if (inBasic) {
      return (
        <Suspense fallback={null}>
          <SnapshotPage
            index={index}
            state={index >= total ? { state: "missing" } : basic.snapshotAt(index)}
            onZoom={setZoomed}
            onRetry={() => retry("book-snapshots")}
          />
        </Suspense>
      );
    }
    const state = book && index >= count ? ({ state: "missing" } as const) : pages.pageAt(index);
    const next = index + 1 < count ? pages.pageAt(index + 1) : null;
    return (
      <BookPage
        index={index}
        state={state}
        runsOn={next?.state === "ready" && next.page.continues_paragraph}
        lang={book?.language ?? null}
        editable={owner}
        converting={converting}
        marks={panels.marksOn(index)}
        reading={readAloud.marks}
        editor={pageEditor(index)}
        onEdit={editing.start}
        onZoom={setZoomed}
        onRetry={() => retry("book-pages")}
      />
    );
  };

  const themeStyle = { ...coverStyle(themes.bookTheme), ...paperStyle(themes.pageTheme) };
  const editingVeil = editing.busy && (
    <div
      role="status"
      className="absolute inset-0 z-20 flex items-center justify-center rounded-[10px] bg-night/45 backdrop-blur-[1px]"
    >
      <span className="rounded-full bg-card px-5 py-2.5 text-sm font-medium text-ink shadow-xl">
        {editing.busy === "saving" ? "Saving page…" : "Deleting page…"}
      </span>
    </div>
  );

  return (
    <div
      ref={readerRef}
      // An embed has no site header above it: the frame is the reader's.
      className={`relative flex flex-1 flex-col overflow-hidden ${immersive.on || embed ? "min-h-dvh" : "min-h-[calc(100dvh-4rem)]"}`}
      // While reading aloud, a tap on a sentence reads from it (and turns no page).
      onClickCapture={(event) => {
        if (readAloud.status === "stopped") return;
        const point = tapOnText(event, readerRef.current);
        if (!point) return;
        event.stopPropagation();
        startReadingAloud(point);
      }}
    >
      {/* Full screen shows only the reader: its dialogs and menus are put inside it. */}
      <PortalContainer value={fullscreen.element}>
        <ReadingDirectionContext value={direction.direction}>
          {/* A link inside a page turns the reader as go-to-page does. */}
          <PageLinksProvider value={goTo}>
            <title>{`${book?.book_name ?? "Reader"} · Bindery`}</title>
            <ThemedBackdrop theme={themes.bookTheme} />
            <div className={immersive.on ? "hidden" : "contents"}>
              {embed ? (
                <EmbedBar book={book} openHref={embed.openHref} />
              ) : (
                <ReaderHeader
                  book={book}
                  deletable={owner}
                  download={
                    book?.status === "ready" &&
                    (!shared || shared.download) && (
                      <ExportEpubButton
                        book={book}
                        className={barButtonClass}
                        save={shared?.download ?? undefined}
                      />
                    )
                  }
                  compact={narrow}
                  basic={inBasic}
                  hasOriginals={hasOriginals}
                  onSwitchView={switchView}
                  // A link's reader keeps nothing on the device: it reads through the link.
                  offline={
                    shared
                      ? undefined
                      : {
                          signedIn,
                          themes: [themes.bookTheme, themes.pageTheme].filter(
                            (theme): theme is NonNullable<typeof theme> => theme !== null,
                          ),
                        }
                  }
                  onContents={inBasic ? undefined : () => showPanel("contents")}
                  onSearch={inBasic ? undefined : () => showPanel("search")}
                  readAloud={
                    book &&
                    !inBasic && (
                      <ReadAloudButton
                        readAloud={readAloud}
                        onStart={() => startReadingAloud(null)}
                      />
                    )
                  }
                  onNotes={inBasic ? undefined : () => panels.show("notes")}
                  bookmark={
                    inBasic
                      ? undefined
                      : {
                          on: notes.annotations.bookmarkOn(statusPage) !== undefined,
                          page: statusPage,
                          toggle: () => {
                            notes.toggleBookmark(statusPage).catch(() => {});
                          },
                        }
                  }
                  settings={
                    <ReaderSettings
                      type={{ settings: type.settings, onChange: type.change, fullscreen }}
                      pageThemes={themes.pageThemes}
                      bookThemes={themes.bookThemes}
                      selectedPage={themes.selectedPage}
                      selectedBook={themes.selectedBook}
                      onChoosePage={(theme) => themes.choose("page", theme)}
                      onChooseBook={(theme) => themes.choose("book", theme)}
                      volume={volume}
                      muted={muted}
                      onVolumeChange={setVolume}
                      onMutedChange={setMuted}
                      direction={book ? direction : undefined}
                      pageTurnSound={pageTurnSound}
                    />
                  }
                />
              )}
            </div>
            <HighlightsContext value={inBasic ? null : notes.highlights}>
              {reflowed ? (
                page !== null &&
                type.ready && (
                  <ReflowedBook
                    key={opening.opened ? "open" : "opening"}
                    count={book ? count : null}
                    chunkState={pages.chunkState}
                    settings={type.settings}
                    request={reflowRequest ?? { page, block: savedBlock, seq: 0 }}
                    fade={reducedMotion}
                    lang={book?.language ?? null}
                    themeStyle={themeStyle}
                    label="Book"
                    editable={owner}
                    editor={editing.editing && pageEditor(editing.editing.page_order)}
                    locked={editing.editing !== null || editing.busy !== null}
                    overlay={editingVeil}
                    controls={reflowControls}
                    onLocation={(shown) => {
                      setReflowPlace(shown);
                      if (shown.page !== location.page) setPage(shown.page);
                    }}
                    onEdit={(order) => {
                      const state = pages.pageAt(order);
                      if (state.state === "ready") editing.start(state.page);
                    }}
                    onZoom={setZoomed}
                    onRetry={() => retry("book-pages")}
                    onTurned={() => countPageTurn(bookId)}
                    onTurnStart={pageTurnSound.play}
                    onMiddleTap={narrow ? immersive.toggle : undefined}
                    marksOn={panels.marksOn}
                    reading={readAloud.marks}
                  />
                )
              ) : (
                <BookStage
                  single={single}
                  themeStyle={themeStyle}
                  label={inBasic ? "Original pages" : "Book"}
                  overlay={editingVeil}
                >
                  {page !== null && (
                    <FlipBook
                      // A fresh book for the other view, and once the book has opened (the page may
                      // have moved to the first pages if the opening chunk failed).
                      key={`${inBasic ? "basic" : "enhanced"}-${opening.opened ? "open" : "opening"}`}
                      page={position}
                      pageCount={book ? total : 0}
                      mode={mode}
                      locked={editing.editing !== null || editing.busy !== null}
                      renderPage={renderPage}
                      onPageChange={goTo}
                      onTurned={() => countPageTurn(bookId)}
                      onTurnStart={pageTurnSound.play}
                    />
                  )}
                </BookStage>
              )}
            </HighlightsContext>
            {!inBasic && editing.editing === null && (
              <SelectionBar
                contentOf={notes.contentOf}
                onHighlight={(selected, color) => {
                  notes.highlight(selected, color).catch(() => {});
                }}
                onNote={(selected) => {
                  notes.noteOnSelection(selected).catch(() => {});
                }}
                onReadFromHere={
                  readAloud.reason
                    ? undefined
                    : () => startReadingAloud(selectionPoint(readerRef.current))
                }
              />
            )}
            <footer className="relative z-10 px-4 pt-1 pb-4">
              {editing.editing ? (
                <Suspense fallback={null}>
                  <PageEditorBar
                    canDelete={!converting}
                    error={editing.error}
                    onSave={editing.save}
                    onCancel={editing.cancel}
                    onDelete={editing.remove}
                  />
                </Suspense>
              ) : (
                <>
                  <ReadAloudBar readAloud={readAloud} />
                  <ReaderToolbar
                    label={
                      !book
                        ? "Loading…"
                        : reflowed
                          ? shownPlace
                            ? reflowedPageLabel({ ...shownPlace, count })
                            : "Loading…"
                          : pageLabel({
                              position: resting,
                              count: total,
                              single,
                              original: inBasic,
                            })
                    }
                    canGoBack={book !== null && canGoBack}
                    canGoForward={book !== null && canGoForward}
                    onBack={navigation.back}
                    onForward={navigation.forward}
                    onGoToPage={book && total > 0 ? () => panels.show("go-to-page") : undefined}
                    compact={narrow ? { details, hidden: immersive.on } : undefined}
                    slider={
                      book && (
                        <PageSlider
                          position={reflowed ? (shownPlace?.page ?? resting) : resting}
                          count={total}
                          noun={inBasic ? "Original page" : "Page"}
                          onGoTo={goTo}
                          thumbnails={{
                            source,
                            original: inBasic,
                            enabled: hasOriginals,
                          }}
                        />
                      )
                    }
                  />
                </>
              )}
            </footer>
            {/* The background's looping sound; started by use-ambient-audio after a gesture. */}
            {/* biome-ignore lint/a11y/useMediaCaption: ambient sound (rain, fire) has no words to caption. */}
            <audio ref={audioRef} loop preload="auto" className="hidden" />
            {ambient.startBlocked && <TapForSound onTap={ambient.startBlocked} />}
            <Suspense fallback={null}>
              {zoomed && <ZoomOverlay image={zoomed} onClose={() => setZoomed(null)} />}
              {notes.noteFor && (
                <NoteDialog
                  key={notes.noteFor.id}
                  annotation={notes.noteFor}
                  onSave={(note) => notes.annotations.update(notes.noteFor?.id ?? "", { note })}
                  onDelete={() => notes.annotations.remove(notes.noteFor?.id ?? "")}
                  onClose={notes.closeNote}
                />
              )}
              {panels.open === "notes" && book && (
                <AnnotationsPanel
                  book={{ id: bookId, title: book.book_name, author: book.author ?? null }}
                  annotations={notes.annotations.list}
                  loading={notes.annotations.loading}
                  failed={notes.annotations.failed}
                  onGoTo={(annotation) => {
                    panels.close();
                    notes.jumpTo(annotation);
                  }}
                  onEdit={(annotation) => notes.openNote(annotation.id)}
                  onDelete={(annotation) => {
                    notes.annotations.remove(annotation.id).catch(() => {});
                  }}
                  onClose={panels.close}
                  onCloseAutoFocus={panels.returnFocus}
                />
              )}
              {themes.preview && (
                <PremiumThemeDialog theme={themes.preview} onClose={themes.closePreview} />
              )}
            </Suspense>
            <ReaderPanels
              panels={panels}
              source={source}
              // An entry starting on the right page of the spread is on show too.
              sectionPage={
                reflowed ? (shownPlace?.page ?? resting) : Math.min(resting + step - 1, total - 1)
              }
              count={total}
              goTo={goTo}
            />
          </PageLinksProvider>
        </ReadingDirectionContext>
      </PortalContainer>
    </div>
  );
}

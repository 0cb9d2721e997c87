import type { Book, Theme } from "@bindery/contract";
import {
  Bookmark,
  BookmarkCheck,
  BookOpen,
  FileImage,
  NotebookPen,
  Search,
  TableOfContents,
  TriangleAlert,
} from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { useNavigate } from "react-router";
import { viewHref } from "../../lib/views";
import {
  canSaveOffline,
  OfflineDownloadControl,
  OfflineDownloadStatus,
} from "../offline/OfflineDownloadControl";
import { DeleteBookButton } from "./lazy-parts";
import { MoreMenu } from "./MoreMenu";
import { barButtonClass, barIconButtonClass } from "./reader-bar-styles";

interface ReaderHeaderProps {
  book: Book | null;
  /** The basic view (original pages) is on show. */
  basic: boolean;
  /** The book has original pages (snapshots) to switch to. */
  hasOriginals: boolean;
  onSwitchView(): void;
  /** The Reader Settings button and panel. */
  settings: ReactNode;
  /** Open the contents and the search panels; not offered when undefined (basic view). */
  onContents?(): void;
  onSearch?(): void;
  /** Open the notes panel (bookmarks and highlights); not offered when undefined. */
  onNotes?(): void;
  /** The bookmark toggle of the page on show; not offered when undefined. */
  bookmark?: { on: boolean; page: number; toggle(): void };
  /** The Read aloud button, where the view offers it. */
  readAloud?: ReactNode;
  /** Phones: the view switch and Delete go into a "More" menu, keeping the bar one row. */
  compact?: boolean;
  /** The owner's own upload: Delete is offered. */
  deletable: boolean;
  /** The EPUB download, where the book offers one. */
  download: ReactNode;
  /**
   * Who reads and the themes on show: what "Download for offline" keeps with the book;
   * absent where the book cannot be kept (a share link's reader).
   */
  offline?: { signedIn: boolean; themes: readonly Theme[] };
}

/** The book's title and author over the background, with the view switch and settings. */
export function ReaderHeader(props: ReaderHeaderProps) {
  const { book, basic, hasOriginals, onSwitchView, settings, onContents, onSearch, compact } =
    props;
  const navigate = useNavigate();
  const switchView = book && hasOriginals && (
    <button type="button" className={barButtonClass} onClick={onSwitchView}>
      {basic ? (
        <BookOpen className="size-4" aria-hidden="true" />
      ) : (
        <FileImage className="size-4" aria-hidden="true" />
      )}
      {basic ? "Back to Enhanced View" : "Switch to Basic View"}
    </button>
  );
  // Only the owner of an upload downloads the button and its dialog.
  const deleteBook = book && props.deletable && (
    <Suspense fallback={null}>
      <DeleteBookButton
        book={book}
        className={barButtonClass}
        onDeleted={() => navigate(viewHref("my-books"), { replace: true })}
      />
    </Suspense>
  );
  const notes = book && props.onNotes && (
    <PanelButton panel="notes" label="Notes" icon={NotebookPen} onClick={props.onNotes} />
  );
  const exportBook = props.download;
  // A wide screen's bar has room for an icon; a phone's More menu says it in words.
  const offline = props.offline;
  const saveOffline = (look: "bar" | "menu") =>
    book &&
    offline && (
      <OfflineDownloadControl
        book={book}
        signedIn={offline.signedIn}
        themes={offline.themes}
        buttonClass={look === "bar" ? barIconButtonClass : barButtonClass}
        look={look}
      />
    );
  return (
    <header className="relative z-10 flex flex-wrap items-center justify-end gap-2 px-4 pt-4 sm:flex-nowrap sm:gap-3 sm:px-6">
      <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
        <h1 className="truncate font-serif text-lg font-semibold text-white [text-shadow:0_1px_8px_rgb(0_0_0/0.6)] sm:text-2xl">
          {book?.book_name ?? "Opening the book…"}
        </h1>
        {/* While the book opens, the author's line is kept, so the page does not move when it comes. */}
        {(!book || book.author) && (
          <p className="truncate text-sm text-white/80 [text-shadow:0_1px_6px_rgb(0_0_0/0.6)]">
            {book ? book.author : "\u00a0"}
          </p>
        )}
        {/* Only an owner can open a private book, so its notice reaches the owner alone. */}
        {book?.notice && (
          <p
            data-book-notice=""
            className="mt-1 inline-flex max-w-full items-center gap-1.5 rounded-full bg-night/70 px-3 py-1 text-xs text-paper"
          >
            <TriangleAlert className="size-3.5 shrink-0 text-gold-soft" aria-hidden="true" />
            <span className="truncate">{book.notice}</span>
          </p>
        )}
      </div>
      {book && onContents && (
        <PanelButton
          panel="contents"
          label="Contents"
          icon={TableOfContents}
          onClick={onContents}
        />
      )}
      {book && onSearch && (
        <PanelButton panel="search" label="Search" icon={Search} onClick={onSearch} />
      )}
      {book && props.bookmark && (
        <button
          type="button"
          className={barButtonClass}
          aria-pressed={props.bookmark.on}
          aria-label={`Bookmark page ${props.bookmark.page + 1}`}
          title={props.bookmark.on ? "Remove this page's bookmark" : "Bookmark this page"}
          onClick={props.bookmark.toggle}
        >
          {props.bookmark.on ? (
            <BookmarkCheck className="size-4 fill-current" aria-hidden="true" />
          ) : (
            <Bookmark className="size-4" aria-hidden="true" />
          )}
        </button>
      )}
      {!compact && notes}
      {props.readAloud}
      {compact ? (
        <>
          {settings}
          {/* A 360 px phone keeps one row: the notes panel is reached from More there. */}
          {(switchView ||
            deleteBook ||
            exportBook ||
            notes ||
            (offline && canSaveOffline(book))) && (
            <MoreMenu>
              {notes}
              {switchView}
              {exportBook}
              {saveOffline("menu")}
              {deleteBook}
            </MoreMenu>
          )}
        </>
      ) : (
        <>
          {switchView}
          {settings}
          {exportBook}
          {saveOffline("bar")}
          {deleteBook}
        </>
      )}
      {/* How far a download is, or why it failed: floating under the bar, the book stays put. */}
      {book && offline && (
        <OfflineDownloadStatus
          book={book}
          signedIn={offline.signedIn}
          themes={offline.themes}
          className={`absolute top-full z-30 mt-2 ${compact ? "inset-x-4" : "right-6 w-80"}`}
        />
      )}
    </header>
  );
}

/** Opens a panel; phones show the icon alone. `data-opens-panel` gets focus back on close. */
function PanelButton(props: {
  panel: string;
  label: string;
  icon: typeof Search;
  onClick(): void;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      className={barButtonClass}
      data-opens-panel={props.panel}
      onClick={props.onClick}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{props.label}</span>
    </button>
  );
}

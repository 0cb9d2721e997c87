import { type Annotation, annotationsMarkdown } from "@bindery/contract";
import { Bookmark, Download, Pencil, Trash2 } from "lucide-react";
import { PanelNotice, type PanelProps, ReaderSheet } from "../panels/ReaderSheet";

interface AnnotationsPanelProps extends PanelProps {
  book: { id: string; title: string; author: string | null };
  annotations: readonly Annotation[];
  loading: boolean;
  failed: boolean;
  onGoTo(annotation: Annotation): void;
  onEdit(annotation: Annotation): void;
  onDelete(annotation: Annotation): void;
}

/** A file name from a book's title, as the export route names its download. */
const fileNameOf = (title: string) =>
  `${
    title
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .toLowerCase() || "book"
  }-notes.md`;

/** Downloads the annotations as Markdown, written as the export route writes it. */
function exportMarkdown(props: AnnotationsPanelProps) {
  const text = annotationsMarkdown(props.book, props.annotations, window.location.origin);
  const url = URL.createObjectURL(new Blob([text], { type: "text/markdown;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(props.book.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The reader's bookmarks and highlights in this book, by page, with their notes: choosing
 * one opens its page, and each can have its note edited or be deleted. Exports Markdown.
 */
export default function AnnotationsPanel(props: AnnotationsPanelProps) {
  const { annotations, loading, failed, onGoTo, onEdit, onDelete } = props;
  const pages = [...new Set(annotations.map((annotation) => annotation.page))];
  return (
    <ReaderSheet
      title="Notes"
      description="Your bookmarks and highlights in this book, by page."
      onClose={props.onClose}
      onCloseAutoFocus={props.onCloseAutoFocus}
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3 sm:px-6">
        <p className="text-sm text-ink-soft">
          {annotations.length === 1 ? "1 annotation" : `${annotations.length} annotations`}
        </p>
        <button
          type="button"
          className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-line-strong px-3.5 text-sm font-medium text-ink hover:bg-paper-deep disabled:opacity-50"
          disabled={annotations.length === 0}
          onClick={() => exportMarkdown(props)}
        >
          <Download className="size-4" aria-hidden="true" />
          Export Markdown
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {loading && <PanelNotice>Loading your notes…</PanelNotice>}
        {failed && <PanelNotice>Your notes could not be loaded. Close and try again.</PanelNotice>}
        {!loading && !failed && annotations.length === 0 && (
          <PanelNotice>
            No bookmarks or highlights yet. Select words on a page to highlight them, or bookmark a
            page with the bookmark button.
          </PanelNotice>
        )}
        {pages.map((page) => (
          <section key={page} aria-label={`Page ${page + 1}`} className="border-b border-line">
            <h3 className="px-5 pt-3 text-xs font-semibold tracking-wide text-ink-soft uppercase sm:px-6">
              Page {page + 1}
            </h3>
            <ul className="pb-2">
              {annotations
                .filter((annotation) => annotation.page === page)
                .map((annotation) => (
                  <li key={annotation.id} className="group flex items-start gap-1 px-3 sm:px-4">
                    <button
                      type="button"
                      className="min-w-0 flex-1 cursor-pointer rounded-lg px-2 py-2 text-left hover:bg-paper-deep"
                      onClick={() => onGoTo(annotation)}
                    >
                      {annotation.kind === "bookmark" ? (
                        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-ink">
                          <Bookmark className="size-4 text-accent" aria-hidden="true" />
                          Bookmark
                        </span>
                      ) : (
                        <span
                          className={`highlight highlight--${annotation.color ?? "yellow"} line-clamp-3 font-serif text-[0.95rem] text-ink`}
                        >
                          {annotation.quote?.exact}
                        </span>
                      )}
                      {annotation.detached && (
                        <span className="mt-1 block text-xs text-danger">
                          The page was edited and this text is no longer on it.
                        </span>
                      )}
                      {annotation.note && (
                        <span className="mt-1 block text-sm whitespace-pre-wrap text-ink-soft">
                          {annotation.note}
                        </span>
                      )}
                    </button>
                    <button
                      type="button"
                      aria-label={`Edit the note on page ${page + 1}`}
                      className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep"
                      onClick={() => onEdit(annotation)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete this ${annotation.kind} on page ${page + 1}`}
                      className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep"
                      onClick={() => onDelete(annotation)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </ReaderSheet>
  );
}

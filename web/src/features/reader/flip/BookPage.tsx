import { isSectionBreak, parseParagraphs } from "@bindery/contract";
import { Pencil } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useReadingDirectionOf } from "../direction/reading-direction-context";
import { PageNotice } from "../pages/PageNotice";
import { HighlightedText, paragraphKey, type ReadingMarks, readingIn } from "../pages/styled-text";
import type { PageState, ReaderPage } from "../pages/use-book-pages";
import { wordPattern } from "../panels/marked-text";
import { enlargeLabel, pictureLabel } from "./visual-content";

interface BookPageProps {
  index: number;
  state: PageState;
  /** The book's language, for hyphenation, voices and spell checking. */
  lang: string | null;
  /** The owner may edit this page: clicking its text opens the editor. */
  editable: boolean;
  /** The editor, when this page is being edited. */
  editor?: ReactNode;
  /** The book is still converting: a page not there yet is on its way, not blank. */
  converting: boolean;
  /** Words to mark in the text (a search hit's words), as <mark>. */
  marks?: readonly string[];
  /** The next page continues this page's last paragraph: its last line is a full one. */
  runsOn: boolean;
  /** What read aloud is saying, marked where it is on this page. */
  reading?: ReadingMarks | null;
  onEdit(page: ReaderPage): void;
  onZoom(image: { url: string; label: string }): void;
  onRetry(): void;
}

/**
 * One page of the book on its paper. The text is set exactly as the converter laid it out
 * (reader.css) and always as text: React escapes it, nothing is ever parsed as HTML.
 */
export function BookPage(props: BookPageProps) {
  const { index, state, lang, editable, editor, converting, marks, runsOn, reading } = props;
  const { onEdit, onZoom, onRetry } = props;
  const number = index + 1;
  const dir = useReadingDirectionOf();
  if (state.state === "missing" && !converting) {
    // The back of the last leaf, when the book ends on a left page.
    return <article className="book-page" aria-hidden="true" />;
  }
  return (
    <article className="book-page" lang={lang ?? undefined} dir={dir} aria-label={`Page ${number}`}>
      {editor ??
        (state.state === "ready" ? (
          <PageText
            page={state.page}
            editable={editable}
            marks={marks}
            runsOn={runsOn}
            reading={reading}
            onEdit={onEdit}
            onZoom={onZoom}
          />
        ) : (
          <StateNotice state={state.state} onRetry={onRetry} />
        ))}
      {!editor && (
        <footer className="book-page__footer">
          <span className="book-page__number">{number}</span>
          {editable && state.state === "ready" && (
            <EditPageButton number={number} onEdit={() => onEdit(state.page)} />
          )}
        </footer>
      )}
    </article>
  );
}

/** The owner's way into the editor of book page `number`, at the foot of a page. */
export function EditPageButton({ number, onEdit }: { number: number; onEdit(): void }) {
  return (
    <button
      type="button"
      data-no-turn
      onClick={onEdit}
      aria-label={`Edit page ${number}`}
      title="Edit this page"
      className="absolute right-0 flex size-8 cursor-pointer items-center justify-center rounded-full opacity-60 hover:bg-black/10 hover:opacity-100"
    >
      <Pencil className="size-4" aria-hidden="true" />
    </button>
  );
}

function PageText({
  page,
  editable,
  marks,
  runsOn,
  reading,
  onEdit,
  onZoom,
}: {
  page: ReaderPage;
  editable: boolean;
  marks: readonly string[] | undefined;
  runsOn: boolean;
  reading: ReadingMarks | null | undefined;
  onEdit(page: ReaderPage): void;
  onZoom(image: { url: string; label: string }): void;
}) {
  const number = page.page_order + 1;
  const pattern = useMemo(() => (marks ? wordPattern(marks) : null), [marks]);
  // Clicking the text of an editable page edits it; the page's margins still turn it.
  const textProps = editable
    ? { "data-no-turn": true, onClick: () => onEdit(page), title: "Click to edit this page" }
    : {};
  const paragraphs = parseParagraphs(page.page_content);
  // A paragraph split between pages reads on as in print (reader.css).
  const paragraphClass = (position: number, text: string) =>
    runsOn && position === paragraphs.length - 1
      ? "book-page__runs-on"
      : isSectionBreak(text)
        ? "section-break"
        : undefined;
  return (
    <div className={`book-page__text${editable ? " book-page__text--editable" : ""}`}>
      {paragraphs.map((paragraph, position) =>
        paragraph.heading ? (
          <h2
            // Paragraphs have no identity but their place.
            key={paragraphKey(page.page_order, position)}
            dir="auto"
            data-para={paragraphKey(page.page_order, position)}
            {...textProps}
          >
            <HighlightedText
              page={page.page_order}
              paragraph={position}
              text={paragraph.text}
              pattern={pattern}
              reading={readingIn(reading, page.page_order, position)}
            />
          </h2>
        ) : (
          <p
            key={paragraphKey(page.page_order, position)}
            dir="auto"
            className={paragraphClass(position, paragraph.text)}
            data-para={paragraphKey(page.page_order, position)}
            {...textProps}
          >
            <HighlightedText
              page={page.page_order}
              paragraph={position}
              text={paragraph.text}
              pattern={pattern}
              reading={readingIn(reading, page.page_order, position)}
            />
          </p>
        ),
      )}
      {page.images.map((url, position) => {
        const alt = page.alts[position] ?? "";
        const label = pictureLabel(position, number, alt);
        return (
          <button
            key={url}
            type="button"
            className="book-page__figure"
            data-no-turn
            aria-label={enlargeLabel(label)}
            onClick={() => onZoom({ url, label })}
          >
            <img src={url} alt={alt} draggable={false} decoding="async" />
          </button>
        );
      })}
    </div>
  );
}

function StateNotice({
  state,
  onRetry,
}: {
  state: "loading" | "error" | "missing";
  onRetry(): void;
}) {
  if (state === "loading") return <PageNotice kind="loading" />;
  if (state === "error") return <PageNotice kind="error" onRetry={onRetry} />;
  return <PageNotice kind="message" message={STILL_CONVERTING} />;
}

const STILL_CONVERTING = "This page is still being made. It appears here as soon as it is ready.";

import type { ReactNode } from "react";
import { useReadingDirectionOf } from "../direction/reading-direction-context";
import { EditPageButton } from "../flip/BookPage";
import type { ZoomedImage } from "../flip/ZoomOverlay";
import type { ReadingMarks } from "../pages/styled-text";
import { BlockView } from "./BlockView";
import type { ReflowGeometry } from "./geometry";
import { markOfScreen } from "./marks";
import type { ChunkLayout } from "./use-chunk-layouts";

interface ReflowScreenProps {
  layout: ChunkLayout;
  screen: number;
  geometry: ReflowGeometry;
  lang: string | null;
  /**
   * The book page this screen stands for, when the reader's place says (a page jumped to);
   * else the page of the first place starting on it (markOfScreen).
   */
  page?: number;
  /** The owner may edit the book page this screen stands for. */
  editable: boolean;
  /** The editor, when that page is being edited here. */
  editor?: ReactNode;
  /** The search words to mark on book page `page`, if any. */
  marksOn?(page: number): readonly string[] | undefined;
  /** What read aloud is saying. */
  reading?: ReadingMarks | null;
  onEdit(page: number): void;
  onZoom(image: ZoomedImage): void;
}

/**
 * One screen page: a window onto the measured column, showing whole lines from the
 * screen's start to its end (paginate.ts), with the number of the book page it starts in.
 */
export function ReflowScreen(props: ReflowScreenProps) {
  const { layout, screen, geometry, lang, editable, editor, marksOn, onEdit, onZoom } = props;
  const dir = useReadingDirectionOf();
  const shown = layout.screens[screen];
  const firstBlock = shown ? layout.blocks[shown.first] : undefined;
  if (!shown || !firstBlock)
    return <article className="book-page reflow-page" aria-hidden="true" />;
  const bookPage = props.page ?? layout.marks[markOfScreen(layout.marks, shown)]?.page ?? 0;
  const number = bookPage + 1;
  const firstTop = layout.measured[shown.first]?.top ?? shown.start;
  const blocks = layout.blocks.slice(shown.first, shown.last + 1);
  return (
    <article
      className="book-page reflow-page"
      lang={lang ?? undefined}
      dir={dir}
      aria-label={`Page ${number}`}
    >
      {editor ?? (
        <div
          className="reflow-page__window"
          style={{ width: geometry.contentWidth, height: shown.end - shown.start }}
        >
          <div
            className="reflow-flow"
            style={{ transform: `translateY(${firstTop - shown.start}px)` }}
          >
            {blocks.map((block) => (
              <BlockView
                key={`${block.page}-${block.index}`}
                block={block}
                pictureHeight={geometry.pictureHeight}
                screenHeight={geometry.contentHeight}
                wordsOn={marksOn}
                reading={props.reading}
                onZoom={onZoom}
              />
            ))}
          </div>
        </div>
      )}
      {!editor && (
        <footer className="book-page__footer">
          <span className="book-page__number">{number}</span>
          {editable && <EditPageButton number={number} onEdit={() => onEdit(bookPage)} />}
        </footer>
      )}
    </article>
  );
}

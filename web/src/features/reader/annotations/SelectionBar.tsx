import { HIGHLIGHT_COLORS, type HighlightColor } from "@bindery/contract";
import { Check, Copy, Highlighter, StickyNote, Volume2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { copyText } from "../../../lib/copy-text";
import { type SelectedQuote, selectedQuote } from "./selection-quote";

interface SelectionBarProps {
  contentOf(page: number): string | null;
  onHighlight(selected: SelectedQuote, color: HighlightColor): void;
  onNote(selected: SelectedQuote): void;
  /** Read aloud from the selected sentence; not offered where the browser cannot speak. */
  onReadFromHere?(): void;
}

export const COLOR_NAMES: Record<HighlightColor, string> = {
  yellow: "Yellow",
  green: "Green",
  blue: "Blue",
  pink: "Pink",
};

const BAR_HEIGHT = 44;
/** Kept from the window's edges. */
const EDGE = 8;

const actionClass =
  "inline-flex h-9 min-w-9 cursor-pointer items-center justify-center gap-1 rounded-full px-2 text-sm font-medium hover:bg-paper-deep sm:px-2.5";

/**
 * A small bar over selected text of a page: highlight it in one of four colours, add a
 * note to it, copy it, or read aloud from it. It follows the selection and goes with it.
 * On a phone its actions are icons (named for screen readers), so it fits the width.
 */
export function SelectionBar({
  contentOf,
  onHighlight,
  onNote,
  onReadFromHere,
}: SelectionBarProps) {
  const [selected, setSelected] = useState<SelectedQuote | null>(null);
  const [copied, setCopied] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // Centred over the selection by its own width, known once drawn.
  useLayoutEffect(() => {
    if (selected && bar.current) setWidth(bar.current.offsetWidth);
  }, [selected]);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setSelected(selectedQuote(window.getSelection(), contentOf));
        setCopied(false);
      });
    };
    document.addEventListener("selectionchange", read);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("selectionchange", read);
    };
  }, [contentOf]);
  if (!selected) return null;

  const done = () => {
    window.getSelection()?.removeAllRanges();
    setSelected(null);
  };
  const { rect } = selected;
  // Above the selection, or below it when it is at the top of the screen.
  const top = rect.top > BAR_HEIGHT + 16 ? rect.top - BAR_HEIGHT - 8 : rect.bottom + 8;
  const left = Math.max(
    EDGE,
    Math.min(rect.left + rect.width / 2 - width / 2, window.innerWidth - width - EDGE),
  );
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Selected text"
      data-no-turn
      className="selection-bar fixed z-40 flex h-11 items-center gap-1 rounded-full border border-line bg-card px-2 text-ink shadow-xl shadow-ink/25"
      style={{ top, left }}
      // Pressing a button must not drop the selection it acts on.
      onPointerDown={(event) => event.preventDefault()}
      onMouseDown={(event) => event.preventDefault()}
    >
      <Highlighter className="mx-1 size-4 text-ink-soft" aria-hidden="true" />
      {HIGHLIGHT_COLORS.map((color) => (
        <button
          key={color}
          type="button"
          aria-label={`Highlight ${COLOR_NAMES[color].toLowerCase()}`}
          title={`Highlight (${COLOR_NAMES[color].toLowerCase()})`}
          className={`highlight-swatch highlight--${color} size-7 cursor-pointer rounded-full border border-ink/20`}
          onClick={() => {
            onHighlight(selected, color);
            done();
          }}
        />
      ))}
      <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
      <button
        type="button"
        className={actionClass}
        title="Note"
        onClick={() => {
          onNote(selected);
          done();
        }}
      >
        <StickyNote className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Note</span>
      </button>
      {onReadFromHere && (
        <button
          type="button"
          className={actionClass}
          title="Read from here"
          onClick={() => {
            onReadFromHere();
            done();
          }}
        >
          <Volume2 className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Read from here</span>
        </button>
      )}
      <button
        type="button"
        className={actionClass}
        title="Copy"
        onClick={() => void copyText(selected.quote.exact).then(setCopied)}
      >
        {copied ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        <span className="sr-only sm:not-sr-only">{copied ? "Copied" : "Copy"}</span>
      </button>
    </div>
  );
}

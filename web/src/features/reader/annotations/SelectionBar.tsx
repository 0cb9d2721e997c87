import { HIGHLIGHT_COLORS, type HighlightColor } from "@bindery/contract";
import { Copy, Highlighter, StickyNote } from "lucide-react";
import { useEffect, useState } from "react";
import { type SelectedQuote, selectedQuote } from "./selection-quote";

interface SelectionBarProps {
  contentOf(page: number): string | null;
  onHighlight(selected: SelectedQuote, color: HighlightColor): void;
  onNote(selected: SelectedQuote): void;
}

export const COLOR_NAMES: Record<HighlightColor, string> = {
  yellow: "Yellow",
  green: "Green",
  blue: "Blue",
  pink: "Pink",
};

const BAR_HEIGHT = 44;

/**
 * A small bar over selected text of a page: highlight it in one of four colours, add a
 * note to it, or copy it. It follows the selection and goes with it.
 */
export function SelectionBar({ contentOf, onHighlight, onNote }: SelectionBarProps) {
  const [selected, setSelected] = useState<SelectedQuote | null>(null);
  const [copied, setCopied] = useState(false);
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
  const left = Math.min(Math.max(8, rect.left + rect.width / 2 - 160), window.innerWidth - 328);
  return (
    <div
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
        className="inline-flex h-9 cursor-pointer items-center gap-1 rounded-full px-2.5 text-sm font-medium hover:bg-paper-deep"
        onClick={() => {
          onNote(selected);
          done();
        }}
      >
        <StickyNote className="size-4" aria-hidden="true" />
        Note
      </button>
      <button
        type="button"
        className="inline-flex h-9 cursor-pointer items-center gap-1 rounded-full px-2.5 text-sm font-medium hover:bg-paper-deep"
        onClick={() => {
          navigator.clipboard?.writeText(selected.quote.exact).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        <Copy className="size-4" aria-hidden="true" />
        {copied ? "Copied" : "Copy"}
      </button>
    </div>
  );
}

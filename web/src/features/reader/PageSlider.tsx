import * as Slider from "@radix-ui/react-slider";
import { useState } from "react";
import { usePageThumbnail } from "./use-page-thumbnail";

interface PageSliderProps {
  /** The page on show (from 0), and how many there are. */
  position: number;
  count: number;
  /** "Page" or "Original page". */
  noun: string;
  onGoTo(page: number): void;
  /** Where the thumbnails of original pages come from (use-page-thumbnail.ts). */
  thumbnails: Omit<Parameters<typeof usePageThumbnail>[0], "page">;
}

/**
 * The page slider under the book: drag (or use the arrow keys on) the thumb to pick a page;
 * while dragging a bubble shows the page number and, for PDF books, a thumbnail of the
 * original page. The book goes there when the thumb is let go.
 */
export function PageSlider({ position, count, noun, onGoTo, thumbnails }: PageSliderProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const thumbnail = usePageThumbnail({
    ...thumbnails,
    page: dragged === null ? null : dragged - 1,
  });
  const value = dragged ?? position + 1;
  if (count < 2) return null;
  return (
    <Slider.Root
      className="relative flex h-8 w-full touch-none items-center select-none"
      min={1}
      max={count}
      step={1}
      value={[value]}
      onValueChange={([next]) => setDragged(next ?? null)}
      onValueCommit={([next]) => {
        setDragged(null);
        if (next !== undefined) onGoTo(next - 1);
      }}
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-white/25">
        <Slider.Range className="absolute h-full bg-white/85" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={`${noun} slider`}
        aria-valuetext={`${noun} ${value} of ${count}`}
        className="relative block size-5 cursor-grab rounded-full border-2 border-white bg-accent shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {dragged !== null && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute bottom-full left-1/2 mb-3 flex -translate-x-1/2 flex-col items-center gap-1.5 rounded-xl border border-white/15 bg-black/80 p-2 text-sm font-medium whitespace-nowrap text-white tabular-nums shadow-xl"
          >
            {thumbnail && (
              <img
                src={thumbnail}
                alt=""
                className="h-28 w-auto max-w-24 rounded bg-white object-contain"
              />
            )}
            {noun} {dragged}
          </span>
        )}
      </Slider.Thumb>
    </Slider.Root>
  );
}

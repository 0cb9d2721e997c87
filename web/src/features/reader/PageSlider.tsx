import * as Slider from "@radix-ui/react-slider";
import { Suspense, useState } from "react";
import { SliderPreview, type SliderPreviewProps } from "./lazy-parts";

interface PageSliderProps {
  /** The page on show (from 0), and how many there are. */
  position: number;
  count: number;
  /** "Page" or "Original page". */
  noun: string;
  onGoTo(page: number): void;
  thumbnails: SliderPreviewProps["thumbnails"];
}

/**
 * The page slider under the book: drag (or use the arrow keys on) the thumb to pick a page;
 * while dragging a bubble shows the page number and, for PDF books, a thumbnail of the
 * original page. The book goes there when the thumb is let go.
 */
export function PageSlider({ position, count, noun, onGoTo, thumbnails }: PageSliderProps) {
  const [dragged, setDragged] = useState<number | null>(null);
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
          <Suspense fallback={null}>
            <SliderPreview number={dragged} noun={noun} thumbnails={thumbnails} />
          </Suspense>
        )}
      </Slider.Thumb>
    </Slider.Root>
  );
}

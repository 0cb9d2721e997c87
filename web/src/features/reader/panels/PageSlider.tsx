import { type CSSProperties, Suspense, useEffect, useRef, useState } from "react";
import { useReadingDirectionOf } from "../direction/reading-direction-context";
import { SliderPreview, type SliderPreviewProps } from "../lazy-parts";

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
 *
 * The browser's own range input, styled in reader.css: it is on every guest's first screen,
 * and a scripted slider would cost the reader's first download a few kilobytes.
 */
export function PageSlider({ position, count, noun, onGoTo, thumbnails }: PageSliderProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const goTo = useRef(onGoTo);
  goTo.current = onGoTo;
  const value = dragged ?? position + 1;
  // A right-to-left book's slider runs from the right, as its pages do.
  const dir = useReadingDirectionOf();

  // A range input's `change` comes when the thumb is let go (or a key moved it); React's
  // onChange is the `input` of every step of a drag, so the commit listens natively.
  const shown = count >= 2;
  useEffect(() => {
    const element = input.current;
    if (!shown || !element) return;
    const commit = () => {
      setDragged(null);
      goTo.current(Number(element.value) - 1);
    };
    // A drag let go where it began changes nothing and has no `change`: the bubble goes.
    const release = () => setTimeout(() => setDragged(null));
    element.addEventListener("change", commit);
    element.addEventListener("pointerup", release);
    element.addEventListener("pointercancel", release);
    return () => {
      element.removeEventListener("change", commit);
      element.removeEventListener("pointerup", release);
      element.removeEventListener("pointercancel", release);
    };
  }, [shown]);

  if (!shown) return null;
  const fill = (value - 1) / (count - 1);
  return (
    <div className="page-slider" style={{ "--fill": fill } as CSSProperties}>
      <input
        ref={input}
        type="range"
        dir={dir}
        className="page-slider__input"
        min={1}
        max={count}
        step={1}
        value={value}
        onChange={(event) => setDragged(Number(event.currentTarget.value))}
        aria-label={`${noun} slider`}
        aria-valuetext={`${noun} ${value} of ${count}`}
      />
      {dragged !== null && (
        <Suspense fallback={null}>
          <SliderPreview number={dragged} noun={noun} thumbnails={thumbnails} />
        </Suspense>
      )}
    </div>
  );
}

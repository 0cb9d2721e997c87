import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import type { Carousel } from "./use-carousel";

const arrowClass =
  "inline-flex size-9 items-center justify-center rounded-full border border-line-strong bg-card text-ink shadow-sm transition-colors hover:border-ink-soft hover:bg-paper-deep disabled:cursor-default disabled:opacity-40 disabled:hover:border-line-strong disabled:hover:bg-card";

/** The two arrows of a shelf; `label` says which shelf they move. */
export function CarouselArrows({ carousel, label }: { carousel: Carousel; label: string }) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={arrowClass}
        aria-label={`Scroll ${label} back`}
        disabled={!carousel.canScrollBack}
        onClick={() => carousel.scrollBy(-1)}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={arrowClass}
        aria-label={`Scroll ${label} forward`}
        disabled={!carousel.canScrollForward}
        onClick={() => carousel.scrollBy(1)}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Books fade out at an edge past which there are more, so a cut-off cover reads as "more". */
function edgeFade({ canScrollBack, canScrollForward }: Carousel): string | undefined {
  if (!canScrollBack && !canScrollForward) return undefined;
  const start = canScrollBack ? "transparent 0, black 3rem" : "black 0";
  const end = canScrollForward ? "black calc(100% - 4rem), transparent 100%" : "black 100%";
  return `linear-gradient(to right, ${start}, ${end})`;
}

interface CarouselTrackProps {
  carousel: Carousel;
  label: string;
  /** Books stacked per column: the dashboard's public books are laid out in columns of 2. */
  rows?: 1 | 2;
  /** `<li>` items. */
  children: ReactNode;
}

/**
 * The scrolling row itself. It is focusable, so keyboard users scroll it with the arrow
 * keys even where the arrow buttons are not shown (7 books or fewer).
 */
export function CarouselTrack({ carousel, label, rows = 1, children }: CarouselTrackProps) {
  return (
    <section
      style={{ maskImage: edgeFade(carousel) }}
      ref={carousel.trackRef}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      data-carousel={label}
      className="-mx-5 overflow-x-auto px-5 pt-2 pb-4 [scrollbar-color:var(--color-line-strong)_transparent] [scrollbar-width:thin] sm:-mx-8 sm:px-8"
    >
      <ul
        className={`grid w-max grid-flow-col gap-x-5 gap-y-7 auto-cols-[8.25rem] sm:auto-cols-[9.5rem] ${rows === 2 ? "grid-rows-2" : "grid-rows-1"}`}
      >
        {children}
      </ul>
    </section>
  );
}

import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** Arrows appear above 7 books; each click scrolls 300 px. */
export const CAROUSEL_ARROWS_ABOVE = 7;
export const CAROUSEL_STEP_PX = 300;

export const showsCarouselArrows = (bookCount: number) => bookCount > CAROUSEL_ARROWS_ABOVE;

export interface Carousel {
  trackRef: RefObject<HTMLDivElement | null>;
  /** False at the start (or end): that arrow is disabled rather than doing nothing. */
  canScrollBack: boolean;
  canScrollForward: boolean;
  scrollBy(direction: -1 | 1): void;
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The state of one horizontal shelf: where it is scrolled, and a step either way. */
export function useCarousel(): Carousel {
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ back: false, forward: false });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const back = track.scrollLeft > 1;
      const forward = track.scrollLeft + track.clientWidth < track.scrollWidth - 1;
      setEdges((old) => (old.back === back && old.forward === forward ? old : { back, forward }));
    };
    // Read in the next frame, with the layout the browser makes for it anyway: read at
    // once, after a shelf's books were added, it forced a layout of its own (on the home
    // page, the longest task of a phone's start).
    let frame = 0;
    const measureNextFrame = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measureNextFrame();
    track.addEventListener("scroll", measure, { passive: true });
    // Called after layout, so reading the sizes costs nothing there.
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    // New books change the width without resizing the track itself.
    const mutations = new MutationObserver(measureNextFrame);
    mutations.observe(track, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener("scroll", measure);
      resize.disconnect();
      mutations.disconnect();
    };
  }, []);

  const scrollBy = useCallback((direction: -1 | 1) => {
    trackRef.current?.scrollBy({
      left: direction * CAROUSEL_STEP_PX,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, []);

  return { trackRef, canScrollBack: edges.back, canScrollForward: edges.forward, scrollBy };
}

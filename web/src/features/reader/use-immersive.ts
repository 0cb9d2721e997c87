import { useEffect, useState } from "react";

/** A finger drawn down this far (scrolling back up) brings the controls back. */
const PULL_DOWN_PX = 40;

/**
 * Immersive reading on phones: while on, the site header, the book bar and the page
 * controls are hidden and the text takes the screen (the root element carries
 * `data-reader-immersive`, which reader.css reads for the site header). A tap on the
 * middle of the page toggles it; scrolling up (a wheel, or a finger drawn down) brings the
 * controls back, as in a page that hides its bars while the reader reads on.
 */
export function useImmersive(enabled: boolean) {
  const [chosen, setChosen] = useState(false);
  const on = enabled && chosen;

  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.readerImmersive = "";
    let touchY: number | null = null;
    const show = () => setChosen(false);
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY < 0) show();
    };
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (touchY !== null && y !== undefined && y - touchY > PULL_DOWN_PX) show();
    };
    window.addEventListener("wheel", onWheel, { passive: true });
    window.addEventListener("touchstart", onTouchStart, { passive: true });
    window.addEventListener("touchmove", onTouchMove, { passive: true });
    return () => {
      delete root.dataset.readerImmersive;
      window.removeEventListener("wheel", onWheel);
      window.removeEventListener("touchstart", onTouchStart);
      window.removeEventListener("touchmove", onTouchMove);
    };
  }, [on]);

  return { on, toggle: () => setChosen((current) => enabled && !current) };
}

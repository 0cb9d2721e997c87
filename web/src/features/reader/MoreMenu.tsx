import { Ellipsis } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { barIconButtonClass } from "./reader-bar-styles";

/**
 * "More": the book bar's less-used actions behind one button, so the bar keeps to one row
 * on a phone. The actions stay mounted while the list is closed: one of them (Delete)
 * owns the dialog it opens, which must outlive the list.
 */
export function MoreMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event.type === "pointerdown" && ref.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className={barIconButtonClass}
        aria-label="More"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <Ellipsis className="size-5" aria-hidden="true" />
      </button>
      {/* A click on an action closes the list; the action itself goes on. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the actions inside are buttons with their own keys. */}
      <div
        hidden={!open}
        onClick={() => setOpen(false)}
        className="absolute top-12 right-0 z-30 flex w-max flex-col items-stretch gap-2 rounded-2xl border border-white/15 bg-night/90 p-2 shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}

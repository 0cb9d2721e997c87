import { Volume2 } from "lucide-react";

/**
 * Shown when the browser refused to start the background's sound: one tap starts it,
 * rather than leaving the reader silent without saying why.
 */
export function TapForSound({ onTap }: { onTap(): void }) {
  return (
    <button
      type="button"
      data-no-turn
      onClick={onTap}
      className="absolute right-4 bottom-20 z-20 inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-line-strong bg-card px-3.5 font-sans text-sm font-medium text-ink shadow hover:bg-paper-deep"
    >
      <Volume2 className="size-4 text-accent" aria-hidden="true" />
      Tap for sound
    </button>
  );
}

import type { ReadingDirection } from "@bindery/contract";
import { ChevronDown } from "lucide-react";
import type { BookDirection } from "../direction/use-book-direction";

const NAMES: Record<ReadingDirection, string> = {
  ltr: "Left to right",
  rtl: "Right to left",
};

/** Which way this book's pages turn: the book's own way, or the other, on this device. */
export function DirectionSelect({ id, direction }: { id: string; direction: BookDirection }) {
  return (
    <div className="relative">
      <select
        id={id}
        value={direction.override ?? "book"}
        onChange={(event) => {
          const value = event.target.value;
          direction.setOverride(value === "ltr" || value === "rtl" ? value : null);
        }}
        className="h-11 w-full cursor-pointer appearance-none rounded-xl border border-line-strong bg-card pr-10 pl-3.5 text-ink hover:border-ink-soft"
      >
        <option value="book">{`As the book: ${NAMES[direction.bookDirection].toLowerCase()}`}</option>
        <option value="ltr">{NAMES.ltr}</option>
        <option value="rtl">{NAMES.rtl}</option>
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-soft"
        aria-hidden="true"
      />
    </div>
  );
}

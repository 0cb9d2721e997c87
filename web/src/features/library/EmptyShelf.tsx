import { BookMarked } from "lucide-react";
import type { ReactNode } from "react";

/** What a shelf says when it has no books. */
export function EmptyShelf({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-line border-dashed bg-card/60 px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gold-soft text-accent">
        <BookMarked className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-md font-serif text-lg text-ink">{message}</p>
      {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

import type { ReactNode } from "react";

/** The white card the pricing page's purchase area sits in, whatever it shows. */
export function Panel({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="flex flex-col gap-5 rounded-3xl border border-line bg-card p-7 shadow-sm shadow-ink/5 sm:p-9"
    >
      {children}
    </section>
  );
}

import type { ReactNode } from "react";

/** One heading and its paragraphs inside a legal dialog. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-serif text-lg font-semibold text-ink">{title}</h3>
      <div className="flex flex-col gap-2 text-[0.95rem] leading-relaxed text-ink-soft">
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from "react";

interface ShelfSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** Shown beside the title: the carousel arrows, a "See all" link. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled shelf of books on the home page and the dashboard. */
export function ShelfSection({ id, title, description, actions, children }: ShelfSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1.5">
          <h2 id={id} className="font-serif text-2xl font-semibold tracking-tight sm:text-[1.7rem]">
            {title}
          </h2>
          {description ? <p className="max-w-2xl text-ink-soft">{description}</p> : null}
        </div>
        {actions ? <div className="flex items-center gap-4">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from "react";

interface ScreenHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The title block every screen opens with. */
export function ScreenHeader({ eyebrow, title, children }: ScreenHeaderProps) {
  return (
    <header className="flex flex-col gap-3">
      {eyebrow ? (
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>
      ) : null}
      <h1 className="text-balance font-serif text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
      {children ? <div className="max-w-2xl text-lg text-ink-soft">{children}</div> : null}
    </header>
  );
}

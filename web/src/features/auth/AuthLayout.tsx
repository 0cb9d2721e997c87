import type { ReactNode } from "react";
import { LogoMark } from "../../components/ui/Logo";

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The login and signup card: a quiet reading-room panel beside the form. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <section className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-14">
      <div className="grid w-full max-w-4xl overflow-hidden rounded-3xl border border-line bg-card shadow-xl shadow-ink/5 md:grid-cols-[0.85fr_1.15fr]">
        <aside className="relative hidden flex-col justify-between gap-10 overflow-hidden bg-night p-10 text-paper md:flex">
          <div className="absolute -right-24 -bottom-24 size-72 rounded-full bg-accent/40 blur-3xl" />
          <LogoMark className="relative size-10" />
          <figure className="relative flex flex-col gap-4">
            <blockquote className="font-serif text-2xl italic leading-snug">
              “If you have a garden and a library, you have everything you need.”
            </blockquote>
            <figcaption className="text-sm text-paper/75">— Marcus Tullius Cicero</figcaption>
          </figure>
        </aside>
        <div className="flex flex-col gap-6 px-6 py-8 sm:px-10 sm:py-10">
          <div className="flex flex-col gap-2">
            <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
            <p className="text-ink-soft">{subtitle}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}

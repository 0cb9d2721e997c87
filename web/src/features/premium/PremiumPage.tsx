import { Check, Home } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { LogoMark } from "../../components/ui/Logo";

const perks = [
  "Unlimited book uploads",
  "Your own themes: a background image and, if you like, a soundtrack",
  "Every premium page and background theme",
  "No ads, ever",
  "One payment, yours for life",
];

/** The marketing page: it stands alone, with a Home button as its only way out. */
export default function PremiumPage() {
  return (
    <main className="relative flex min-h-dvh flex-col overflow-hidden bg-night text-paper">
      <title>Bindery Premium</title>
      <div className="absolute -top-32 -left-32 size-96 rounded-full bg-accent/40 blur-3xl" />
      <div className="absolute -right-24 bottom-0 size-80 rounded-full bg-gold/25 blur-3xl" />
      <div className="relative mx-auto flex w-full max-w-3xl flex-1 flex-col items-start justify-center gap-8 px-6 py-16">
        <LogoMark className="size-12" />
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
          Bindery Premium
        </p>
        <h1 className="text-balance font-serif text-4xl font-semibold leading-tight sm:text-6xl">
          Every book you own, bound the way you like it.
        </h1>
        <ul className="flex flex-col gap-3 text-lg text-paper/90">
          {perks.map((perk) => (
            <li key={perk} className="flex items-start gap-3">
              <Check className="mt-1 size-5 shrink-0 text-gold" aria-hidden="true" />
              {perk}
            </li>
          ))}
        </ul>
        <Link to="/" className={buttonClass("inverse", "lg")}>
          <Home className="size-4" aria-hidden="true" />
          Home
        </Link>
      </div>
    </main>
  );
}

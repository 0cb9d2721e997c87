import { Crown } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";

/**
 * Bindery's own offer, the default content of every ad slot: premium removes the ads.
 * Guests see the premium page; signed-in users go straight to the purchase page.
 */
export function HouseAd({ signedIn }: { signedIn: boolean }) {
  return (
    <div
      data-house-ad=""
      className="relative flex flex-1 flex-col items-start gap-5 overflow-hidden rounded-3xl bg-night px-6 py-7 text-paper sm:flex-row sm:items-center sm:justify-between sm:px-9"
    >
      <div className="absolute -top-24 -right-10 size-64 rounded-full bg-accent/40 blur-3xl" />
      <div className="relative flex items-start gap-4">
        <span className="mt-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gold/20 text-gold">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">
            Bindery Premium
          </p>
          <p className="font-serif text-xl font-semibold leading-snug sm:text-2xl">
            Read without ads. Upload without limits.
          </p>
          <p className="max-w-xl text-sm text-paper/80">
            One payment, yours for life: unlimited books, your own themes and every premium theme.
          </p>
        </div>
      </div>
      <Link
        to={signedIn ? "/pricing" : "/premium"}
        className={`${buttonClass("inverse")} relative shrink-0`}
      >
        {signedIn ? "Go Premium" : "See Premium"}
      </Link>
    </div>
  );
}

import { themeUploadMessages } from "@bindery/contract";
import { Crown } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button-styles";

/** Free users may not upload themes; they are shown the way to premium. */
export function PremiumOnly() {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-3 font-serif text-xl font-semibold text-ink">
        <Crown className="mt-1 size-6 shrink-0 text-gold" aria-hidden="true" />
        {themeUploadMessages.premiumOnly}
      </p>
      <p className="max-w-xl text-ink-soft">
        Go premium to read against your own pictures and sounds, with unlimited books and every
        premium theme, for one payment.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/pricing" className={buttonClass("primary", "lg")}>
          Go Premium
        </Link>
        <Link to="/premium" className={buttonClass("secondary", "lg")}>
          What premium gives
        </Link>
      </div>
    </div>
  );
}

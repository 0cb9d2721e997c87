import { Crown, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { viewHref } from "../../lib/views";
import { useSession } from "../session/session-store";
import { CHECKOUT_ANCHOR } from "./checkout-anchor";

/**
 * The premium page's call to action: a guest is taken to the pricing page (prices, the
 * comparison and a sign-in), a signed-in user straight to its checkout, and a premium
 * user, who has nothing to buy, to their dashboard.
 */
export function GoPremiumLink() {
  const session = useSession();
  if (session.status === "signed-in" && session.isPremium) {
    return (
      <Link to={viewHref("dashboard")} className={buttonClass("inverse", "lg")}>
        <Crown className="size-4 text-gold" aria-hidden="true" />
        You're premium: go to your dashboard
      </Link>
    );
  }
  const to = session.status === "signed-in" ? `/pricing#${CHECKOUT_ANCHOR}` : "/pricing";
  return (
    <Link to={to} className={buttonClass("primary", "lg")}>
      <Sparkles className="size-4" aria-hidden="true" />
      Go Premium
    </Link>
  );
}

import type { Currency } from "@bindery/contract";
import { FlaskConical } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { viewHref } from "../../lib/views";
import { LOGIN_PROMPTS } from "../auth/login-prompts";
import { premiumPrice, usePlans } from "../site/plan-facts";
import { Panel } from "./Panel";

const REGIONS: ReadonlyArray<{ currency: Currency; where: string; via: string }> = [
  { currency: "INR", where: "In India", via: "through Razorpay" },
  { currency: "USD", where: "Everywhere else", via: "through PayPal" },
];

/**
 * Purchase requires login: a guest sees both prices, is asked to sign in, and comes back
 * here after.
 */
export function GuestPricing() {
  const plans = usePlans();
  return (
    <Panel labelledBy="guest-title">
      <h2 id="guest-title" className="font-serif text-2xl font-semibold">
        Bindery Premium, once, for life
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {REGIONS.map(({ currency, where, via }) => (
          <li
            key={currency}
            className="flex flex-col gap-1 rounded-2xl border border-line bg-paper-deep/40 p-5"
          >
            <span className="text-sm font-semibold text-ink-soft">{where}</span>
            <span className="font-serif text-5xl font-semibold tracking-tight text-ink">
              {premiumPrice(plans, currency).display}
            </span>
            <span className="text-sm text-ink-soft">one payment {via}</span>
          </li>
        ))}
      </ul>
      {plans.payments_test_mode ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <FlaskConical className="size-4 text-gold" aria-hidden="true" />
          Payments on this server are in test mode: no money moves.
        </p>
      ) : null}
      <p className="text-ink-soft">{LOGIN_PROMPTS["/pricing"]}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={viewHref("login", "/pricing")} className={buttonClass("primary", "lg")}>
          Log in
        </Link>
        <Link to={viewHref("signup", "/pricing")} className={buttonClass("secondary", "lg")}>
          Sign up
        </Link>
      </div>
    </Panel>
  );
}

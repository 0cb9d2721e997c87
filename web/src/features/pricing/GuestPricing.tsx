import { PREMIUM_PRICES } from "@bindery/contract";
import { Link } from "react-router";
import { viewHref } from "../../app/views";
import { buttonClass } from "../../components/ui/button-styles";
import { LOGIN_PROMPTS } from "../auth/login-prompts";
import { Panel } from "./Panel";

/** Purchase requires login: guests are asked to, and come back here after. */
export function GuestPricing() {
  return (
    <Panel labelledBy="guest-title">
      <h2 id="guest-title" className="font-serif text-2xl font-semibold">
        {LOGIN_PROMPTS["/pricing"]}
      </h2>
      <p className="text-ink-soft">
        Premium is {PREMIUM_PRICES.INR.display} in India and {PREMIUM_PRICES.USD.display} everywhere
        else, paid once. It belongs to your account, so sign in first and we will bring you back
        here.
      </p>
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

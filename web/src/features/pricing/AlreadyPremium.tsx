import { Crown } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { viewHref } from "../../lib/views";
import { Panel } from "./Panel";

/** Nothing to buy twice. */
export function AlreadyPremium() {
  return (
    <Panel labelledBy="premium-title">
      <h2 id="premium-title" className="flex items-center gap-3 font-serif text-2xl font-semibold">
        <Crown className="size-6 text-gold" aria-hidden="true" />
        You're premium, for life
      </h2>
      <p className="text-ink-soft">
        Everything below is already yours: upload as many books as you like and make a theme of your
        own.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={viewHref("upload-theme")} className={buttonClass("primary", "lg")}>
          Upload a theme
        </Link>
        <Link to={viewHref("dashboard")} className={buttonClass("secondary", "lg")}>
          Go to your dashboard
        </Link>
      </div>
    </Panel>
  );
}

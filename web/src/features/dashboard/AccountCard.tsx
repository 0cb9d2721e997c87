import { useQuery } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { Avatar } from "../navigation/Avatar";
import type { Session } from "../session/session-store";
import { uploadTasksQuery } from "../upload/upload-api";

/** Who is signed in and on which plan; a free plan with its books used, as the server counts them. */
export function AccountCard({ session }: { session: Session }) {
  // Read once here; only the upload view needs it polled.
  const usage = useQuery({
    ...uploadTasksQuery,
    refetchInterval: false,
    enabled: !session.isPremium,
  }).data;
  const plan = session.isPremium
    ? "Premium, for life"
    : usage && usage.upload_limit !== null
      ? `Free plan · ${usage.uploads_used} of ${usage.upload_limit} books used`
      : "Free plan";
  return (
    <section
      aria-labelledby="account-title"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-paper-deep/60 p-7"
    >
      <h2
        id="account-title"
        className="text-xs font-semibold uppercase tracking-[0.16em] text-ink-faint"
      >
        Your account
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={session.name} email={session.email} size="lg" />
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-serif text-lg font-semibold">{session.name}</span>
          <span className="truncate text-sm text-ink-soft">{session.email}</span>
        </div>
      </div>
      <div className="flex flex-col gap-3 rounded-2xl bg-card p-4">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Crown className="size-4 text-gold" aria-hidden="true" />
          {plan}
        </p>
        {session.isPremium ? (
          <p className="text-sm text-ink-soft">Unlimited uploads, your own themes, no ads.</p>
        ) : (
          <>
            <p className="text-sm text-ink-soft">
              Premium adds unlimited uploads, your own themes and every premium theme.
            </p>
            <Link to="/pricing" className={`${buttonClass("secondary")} self-start`}>
              Go Premium
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

import { Crown } from "lucide-react";

/** Shown beside a premium user's name in the header's account menus. */
export function PremiumBadge() {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-gold-soft px-2 py-0.5 text-xs font-semibold text-ink">
      <Crown className="size-3.5 text-gold" aria-hidden="true" />
      Premium
    </span>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useOnline } from "../offline/online-status";
import { useSession } from "../session/session-store";
import { siteInfoQuery } from "../site/site-query";
import { AdSenseUnit } from "./AdSenseUnit";
import { HouseAd } from "./HouseAd";
import { useShowsAds } from "./use-shows-ads";

/**
 * An ad slot for guests and free users (premium means no ads). What fills
 * it is the server's setting (contract/src/site.ts): the house ad by default, or AdSense.
 * The reader has no slots; they belong between shelves, never over a book's pages.
 */
export function AdSlot({ className = "" }: { className?: string }) {
  const session = useSession();
  const online = useOnline();
  const site = useQuery(siteInfoQuery);
  if (!useShowsAds()) return null;
  // Without an answer from the server, the house ad: it needs nothing from outside. So
  // when the question failed, and at once offline, rather than an empty slot while the
  // question fails.
  const unanswered = site.isError || (site.data === undefined && !online);
  const ads = unanswered ? { source: "house" as const } : site.data?.ads;
  const signedIn = session.status === "signed-in";
  return (
    <section
      aria-label="Advertisement"
      data-ad-source={ads?.source ?? "pending"}
      className={`flex flex-col gap-2 ${className}`}
    >
      <p className="text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-ink-faint">
        Advertisement
      </p>
      <div className="flex flex-1 flex-col">
        {ads === undefined ? (
          <div className="min-h-[7.5rem] flex-1 rounded-3xl bg-paper-deep/60" />
        ) : ads.source === "adsense" ? (
          <AdSenseUnit
            clientId={ads.client_id}
            slotId={ads.slot_id}
            fallback={<HouseAd signedIn={signedIn} />}
          />
        ) : (
          <HouseAd signedIn={signedIn} />
        )}
      </div>
    </section>
  );
}

import { type ReactNode, useEffect, useRef, useState } from "react";
import { loadAdSense, requestAd } from "./adsense-script";

interface AdSenseUnitProps {
  clientId: string;
  slotId: string;
  /** Shown instead when the network cannot load or has no ad for this slot. */
  fallback: ReactNode;
}

/** One AdSense ad unit, the markup AdSense documents for a responsive display ad. */
export function AdSenseUnit({ clientId, slotId, fallback }: AdSenseUnitProps) {
  const unitRef = useRef<HTMLModElement>(null);
  const requested = useRef(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const unit = unitRef.current;
    if (!unit) return;
    let active = true;
    loadAdSense(clientId).then(
      () => {
        // One request per slot, even when React runs this effect twice in development.
        if (!active || requested.current) return;
        requested.current = true;
        requestAd();
      },
      () => {
        if (active) setUnavailable(true);
      },
    );
    // AdSense marks a slot it could not fill; the house ad takes its place.
    const watcher = new MutationObserver(() => {
      if (unit.dataset.adStatus === "unfilled") setUnavailable(true);
    });
    watcher.observe(unit, { attributes: true, attributeFilter: ["data-ad-status"] });
    return () => {
      active = false;
      watcher.disconnect();
    };
  }, [clientId]);

  if (unavailable) return fallback;
  return (
    <ins
      ref={unitRef}
      className="adsbygoogle block min-h-[90px] w-full"
      data-ad-client={clientId}
      data-ad-slot={slotId}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}

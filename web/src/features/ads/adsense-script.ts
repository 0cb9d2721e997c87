import { ADSENSE_SCRIPT_URL } from "@bindery/contract";

declare global {
  interface Window {
    /** AdSense's command queue: each push asks it to fill one more ad slot. */
    adsbygoogle?: unknown[];
  }
}

let loading: Promise<void> | undefined;

/**
 * Adds AdSense's script to the page once. The server serves pages under a nonce-based
 * policy when AdSense is configured (server/src/site/adsense-page-policy.ts); the nonce
 * is read from the meta tag it writes and given to the script. A script that cannot load
 * (offline, blocked by an extension) rejects, once for the whole visit, and every slot
 * then shows the house ad.
 */
export function loadAdSense(clientId: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.crossOrigin = "anonymous";
    script.src = `${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(clientId)}`;
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () =>
      reject(new Error("The ad network could not be loaded.")),
    );
    document.head.append(script);
  });
  return loading;
}

/** Asks AdSense to fill the slots added since the last request. */
export function requestAd(): void {
  window.adsbygoogle ??= [];
  window.adsbygoogle.push({});
}

import type { Theme } from "@bindery/contract";
import { useEffect, useState } from "react";
import { cssUrl } from "./theme-style";

/**
 * The background theme's picture behind the book. A new picture fades in over the old
 * one (both are already loaded: use-reader-themes waits for the image before switching).
 */
export function ThemedBackdrop({ theme }: { theme: Theme | null }) {
  const url = theme?.image_url ?? null;
  const [layers, setLayers] = useState<string[]>(url ? [url] : []);
  useEffect(() => {
    if (url)
      setLayers((current) => (current.at(-1) === url ? current : [...current.slice(-1), url]));
  }, [url]);
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden bg-[#1d1814]">
      {layers.map((layer) => (
        <div key={layer} className="reader-backdrop" style={{ backgroundImage: cssUrl(layer) }} />
      ))}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_35%,rgb(0_0_0/0.45))]" />
    </div>
  );
}

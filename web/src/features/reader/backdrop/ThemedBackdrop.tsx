import { backdropImageUrl, PORTRAIT_BACKDROP_MEDIA, type Theme } from "@bindery/contract";
import { useEffect, useState } from "react";
import { cssUrl } from "../settings/theme-style";
import { useMediaQuery } from "../use-media-query";

/** Darker towards the edges, so the book stands out; drawn in the picture's own layer. */
const VIGNETTE = "radial-gradient(ellipse at center, transparent 35%, rgb(0 0 0 / 0.45))";

/**
 * The background theme's picture behind the book. A new picture fades in over the old
 * one (both are already loaded: use-reader-themes waits for the image before switching).
 * A phone held upright gets the picture's middle, all it would show of the whole.
 */
export function ThemedBackdrop({ theme }: { theme: Theme | null }) {
  const portrait = useMediaQuery(PORTRAIT_BACKDROP_MEDIA);
  const url = theme ? backdropImageUrl(theme, portrait) : null;
  const [layers, setLayers] = useState<string[]>(url ? [url] : []);
  useEffect(() => {
    if (url)
      setLayers((current) => (current.at(-1) === url ? current : [...current.slice(-1), url]));
  }, [url]);
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden bg-[#1d1814]">
      {layers.map((layer) => (
        <div
          key={layer}
          className="reader-backdrop"
          style={{ backgroundImage: `${VIGNETTE}, ${cssUrl(layer)}` }}
        />
      ))}
    </div>
  );
}

import {
  BACKDROP_COLOUR,
  BACKDROP_VIGNETTE,
  backdropImageUrl,
  PORTRAIT_BACKDROP_MEDIA,
  type Theme,
} from "@bindery/contract";
import { useEffect, useState } from "react";
import { cssUrl } from "../settings/theme-style";
import { useMediaQuery } from "../use-media-query";
import { backdropShellShown, removeBackdropShell } from "./backdrop-shell";

/**
 * The background theme's picture behind the book. A new picture fades in over the old
 * one (both are already loaded: use-reader-themes waits for the image before switching).
 * A phone held upright gets the picture's middle, all it would show of the whole. On a
 * page whose HTML drew the default background already (backdrop-shell.ts), that one shows
 * through until the first picture has faded in over it, instead of a blank colour.
 */
export function ThemedBackdrop({ theme }: { theme: Theme | null }) {
  const portrait = useMediaQuery(PORTRAIT_BACKDROP_MEDIA);
  const url = theme ? backdropImageUrl(theme, portrait) : null;
  const [layers, setLayers] = useState<string[]>(url ? [url] : []);
  const [shell, setShell] = useState(backdropShellShown);
  useEffect(() => {
    if (url)
      setLayers((current) => (current.at(-1) === url ? current : [...current.slice(-1), url]));
  }, [url]);
  // The shell belongs to the reader's page: leaving the reader takes it along.
  useEffect(() => removeBackdropShell, []);
  const covered = () => {
    removeBackdropShell();
    setShell(false);
  };
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 overflow-hidden"
      style={shell ? undefined : { backgroundColor: BACKDROP_COLOUR }}
    >
      {layers.map((layer) => (
        <div
          key={layer}
          className="reader-backdrop"
          style={{ backgroundImage: `${BACKDROP_VIGNETTE}, ${cssUrl(layer)}` }}
          onAnimationEnd={shell ? covered : undefined}
        />
      ))}
    </div>
  );
}

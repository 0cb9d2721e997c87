import { useEffect } from "react";

/**
 * Asks the browser for pictures before they are shown (the pages a turn will uncover),
 * so a turning page never shows an empty frame. Already cached pictures cost nothing.
 */
export function useImagePreload(urls: string[]): void {
  const key = urls.join("\n");
  useEffect(() => {
    if (!key) return;
    for (const url of key.split("\n")) {
      const image = new Image();
      image.decoding = "async";
      image.src = url;
    }
  }, [key]);
}

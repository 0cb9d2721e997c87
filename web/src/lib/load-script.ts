const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party script (a payment gateway's checkout) to the page once, resolving
 * when it has run. A failed load is forgotten, so the next attempt tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`Could not load ${new URL(src).origin}`));
    });
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}

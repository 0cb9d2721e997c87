import { fetchRegion } from "./pricing-api";

/**
 * The fallback when geolocation cannot tell: US English pays in
 * dollars, every other language in rupees. Only the language counts, so `en-GB` is INR.
 */
export function regionFromLanguage(language: string | undefined): "US" | "IN" {
  return language?.toLowerCase() === "en-us" ? "US" : "IN";
}

/** The region the price is quoted for: the server's geolocation, else the browser language. */
export async function resolveRegion(language: string, signal?: AbortSignal): Promise<string> {
  try {
    const { region } = await fetchRegion(signal);
    if (region) return region;
  } catch (error) {
    // A cancelled page load is not a lookup failure to paper over.
    if (signal?.aborted) throw error;
  }
  return regionFromLanguage(language);
}

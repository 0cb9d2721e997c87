import { queryOptions } from "@tanstack/react-query";
import { resolveRegion } from "./price-region";
import { fetchPrice } from "./pricing-api";

/** The signed-in buyer's price: their region (geolocation, else language), then its quote. */
export const priceQuery = (language: string) =>
  queryOptions({
    queryKey: ["price", language],
    queryFn: async ({ signal }) => fetchPrice(await resolveRegion(language, signal), signal),
    staleTime: 10 * 60_000,
  });

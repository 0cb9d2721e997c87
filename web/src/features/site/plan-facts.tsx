import { bookCount, type Currency, type Price, type SiteInfo } from "@bindery/contract";
import { useSuspenseQuery } from "@tanstack/react-query";
import { siteInfoQuery } from "./site-query";

export type Plans = SiteInfo["plans"];

/**
 * What free and premium accounts get, as this server enforces it (the free limit is the
 * operator's FREE_BOOK_LIMIT). Suspends until the site settings are in: a page never
 * shows a limit or a price the server does not hold.
 */
export function usePlans(): Plans {
  return useSuspenseQuery(siteInfoQuery).data.plans;
}

/** The premium price in a currency. */
export function premiumPrice(plans: Plans, currency: Currency): Price {
  const price = plans.premium_prices.find((entry) => entry.currency === currency);
  if (!price) throw new Error(`The server names no premium price in ${currency}.`);
  return price;
}

/** How many books a free account keeps, for use inside a sentence. */
export function FreeBookLimit() {
  return <>{usePlans().free_book_limit}</>;
}

/** The same with its noun: "4 books", "1 book". */
export function FreeBooks() {
  return <>{bookCount(usePlans().free_book_limit)}</>;
}

/** The premium price inside a sentence: "₹149", or "₹149 (149 INR)" with `withCode`. */
export function PremiumPrice({ currency, withCode }: { currency: Currency; withCode?: boolean }) {
  const price = premiumPrice(usePlans(), currency);
  return <>{withCode ? `${price.display} (${price.amount / 100} ${currency})` : price.display}</>;
}

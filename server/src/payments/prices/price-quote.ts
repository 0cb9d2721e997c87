import { type PaymentGateway, PREMIUM_PRICES, type PriceResponse } from "@bindery/contract";
import { isGatewayEnabled, type PaymentGateways, publicIdsOf } from "../payment-gateways.js";
import { currencyForRegion, REGIONAL_GATEWAY } from "./prices.js";

/**
 * `GET /users/price/?region=XX`: the price the pricing page shows and sends back. The
 * region's own gateway when configured; else the test gateway in test mode; else the
 * region's gateway marked unavailable, so the page can say so before anyone clicks.
 */
export function quotePrice(gateways: PaymentGateways, region: string | undefined): PriceResponse {
  const price = PREMIUM_PRICES[currencyForRegion(region)];
  const regional = REGIONAL_GATEWAY[price.currency];
  const gateway: PaymentGateway =
    !isGatewayEnabled(gateways, regional) && isGatewayEnabled(gateways, "test") ? "test" : regional;
  return {
    region: region ?? "US",
    currency: price.currency,
    amount: price.amount,
    display: price.display,
    gateway,
    test_mode: gateway === "test",
    available: isGatewayEnabled(gateways, gateway),
    ...publicIdsOf(gateways, gateway),
  };
}

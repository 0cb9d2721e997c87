import {
  type Currency,
  type PaymentGateway,
  PREMIUM_PRICES,
  type Price,
  paymentMessages,
} from "@bindery/contract";
import { HttpError } from "../../lib/http-errors.js";

/** India pays in rupees through Razorpay; everyone else in dollars through PayPal. */
export const REGIONAL_GATEWAY: Record<Currency, Exclude<PaymentGateway, "test">> = {
  INR: "razorpay",
  USD: "paypal",
};

export function currencyForRegion(region: string | undefined): Currency {
  return region === "IN" ? "INR" : "USD";
}

/** The currencies a gateway may charge: each real gateway its own, the test gateway either. */
function currenciesOf(gateway: PaymentGateway): Currency[] {
  if (gateway === "test") return ["INR", "USD"];
  return gateway === "razorpay" ? ["INR"] : ["USD"];
}

/**
 * The server's price for an order, or a 400 when the client's amount or currency differs.
 * The client's numbers are only compared, never used: a page that shows a stale or
 * tampered price cannot buy premium for less.
 */
export function priceForOrder(gateway: PaymentGateway, amount: number, currency: string): Price {
  const allowed = currenciesOf(gateway);
  const price = allowed.includes(currency as Currency)
    ? PREMIUM_PRICES[currency as Currency]
    : undefined;
  if (!price || price.amount !== amount) {
    const shown = allowed.map((code) => PREMIUM_PRICES[code].display).join(" or ");
    throw new HttpError(400, paymentMessages.wrongPrice(shown));
  }
  return price;
}

import { z } from "zod";
import { uuidIdSchema } from "./ids.js";

/**
 * Premium is bought once, for life. The server is the authority on the price: the web
 * asks `GET /api/v1/users/price/?region=XX` what to show and what to send, and the server
 * refuses an order whose amount or currency differs from its own.
 */
export const paymentMessages = {
  // The client-side messages the pricing page shows.
  initiateFailed: "Something went wrong while initiating payment.",
  verifyFailed: "Payment succeeded but verification failed. Please contact support.",
  paymentFailed: "Something went wrong with the payment. Please contact support.",
  // The gateway refused the payment (card declined, PayPal did not complete it): nothing
  // was charged, so the buyer may simply try again.
  paymentDeclined: "Your payment was declined.",
  paymentDeclinedHelp: "No money was taken. Try again, or pay with another card or account.",
  confirming: "Confirming your payment…",
  testModeLabel: "Test mode — no money moves",
  // Server answers.
  verified: "Payment verified.",
  notConfigured: "Payments are not configured.",
  testGatewayOff: "Test payments are not available on this server.",
  notYourAccount: "You can only buy premium for your own account.",
  alreadyPremium: "Your account is already premium.",
  wrongPrice: (display: string) =>
    `The price does not match: premium costs ${display}. Reload the page and try again.`,
  orderNotFound: "Order not found.",
  badSignature: "Payment verification failed: the signature does not match.",
  paymentReused: "This payment has already been used for another order.",
  amountMismatch: "The amount paid does not match the order. Please contact support.",
  notCompleted: "The payment is not complete yet. Premium is granted once it completes.",
  declined: "PayPal did not complete the payment. Please try again or choose another way to pay.",
  testDeclined: "The test gateway declined this payment, as asked. Nothing was charged.",
  orderFailed: "This order cannot be paid. Please start a new purchase.",
  tooManyAttempts: "Too many payment attempts. Please wait a few minutes and try again.",
} as const;

/** The success message stays on screen this long before the page goes to `/`. */
export const PAYMENT_SUCCESS_DISPLAY_MS = 2000;

export const paymentGatewaySchema = z.enum(["razorpay", "paypal", "test"]);
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

export const currencySchema = z.enum(["INR", "USD"]);
export type Currency = z.infer<typeof currencySchema>;

/** One price per currency: `amount` in minor units (14900 = ₹149), `display` as shown. */
export const priceSchema = z.object({
  currency: currencySchema,
  amount: z.number().int(),
  display: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

/**
 * What premium costs: the server charges exactly this whatever a client says, and pages
 * that only describe premium show it from here.
 */
export const PREMIUM_PRICES: Readonly<Record<Currency, Price>> = {
  INR: { currency: "INR", amount: 14900, display: "₹149" },
  USD: { currency: "USD", amount: 500, display: "$5" },
};

/**
 * `GET /api/v1/users/region/` (auth): the country the server's geolocation lookup finds
 * for the caller's address, or null when it cannot tell (lookup off, failed, or a private
 * address). On null the page falls back to the browser language.
 */
export const regionResponseSchema = z.object({ region: z.string().length(2).nullable() });
export type RegionResponse = z.infer<typeof regionResponseSchema>;

/** ISO 3166-1 alpha-2 country code decided by the page (geolocation, else browser language). */
export const priceQuerySchema = z.object({
  region: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "region must be a two-letter country code." })
    .transform((value) => value.toUpperCase())
    .optional(),
});
export type PriceQuery = z.input<typeof priceQuerySchema>;

/**
 * What the pricing page shows and sends. `amount` is in minor units (14900 = ₹149,
 * 500 = $5) and is sent back unchanged in the order. `key_id` (Razorpay checkout) and
 * `client_id` (PayPal JS SDK `client-id`) are public identifiers, null when not used.
 * `available` is false when the region's gateway is not configured here.
 */
export const priceResponseSchema = z.object({
  region: z.string(),
  currency: currencySchema,
  amount: z.number().int(),
  display: z.string(),
  gateway: paymentGatewaySchema,
  test_mode: z.boolean(),
  available: z.boolean(),
  key_id: z.string().nullable(),
  client_id: z.string().nullable(),
});
export type PriceResponse = z.infer<typeof priceResponseSchema>;

/** The order request. `payment_type` is 'subscription' as the spec's client sends it (one-time). */
/** The buyer's own id, as the profile gives it (anyone else's is refused with 403). */
const buyerId = uuidIdSchema("user_id must be your user id.");

export const orderRequestSchema = z.object({
  user_id: buyerId,
  payment_gateway: paymentGatewaySchema,
  payment_type: z.literal("subscription", { error: "payment_type must be 'subscription'." }),
  amount: z.number({ error: "amount must be a whole number of minor units." }).int(),
  currency: z
    .string({ error: "currency is required." })
    .trim()
    .min(1)
    .max(8)
    .transform((value) => value.toUpperCase()),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderResponseSchema = z.object({
  order_id: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  gateway: paymentGatewaySchema,
  test_mode: z.boolean(),
  key_id: z.string().nullable(),
  client_id: z.string().nullable(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

const gatewayId = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, { error: `${name} is required.` })
    .max(128);

/** The three values Razorpay checkout hands its `handler` (and the test gateway's pay answer). */
export const razorpayOrderRequestSchema = z.object({
  razorpay_order_id: gatewayId("razorpay_order_id"),
  razorpay_payment_id: gatewayId("razorpay_payment_id"),
  razorpay_signature: gatewayId("razorpay_signature"),
});
export type RazorpayOrderRequest = z.input<typeof razorpayOrderRequestSchema>;

export const paypalOrderRequestSchema = z.object({
  order_id: gatewayId("order_id"),
  user_id: buyerId,
});
export type PaypalOrderRequest = z.input<typeof paypalOrderRequestSchema>;

export const paymentVerifiedSchema = z.object({
  detail: z.string(),
  is_premium: z.literal(1),
});
export type PaymentVerified = z.infer<typeof paymentVerifiedSchema>;

/**
 * Test mode only: `POST /api/v1/payments/test/pay/` stands in for the gateway's checkout.
 * `outcome: "declined"` plays a declined card: 402, and the order stays unpaid.
 */
export const testPayRequestSchema = z.object({
  order_id: gatewayId("order_id"),
  outcome: z.enum(["paid", "declined"]).default("paid"),
});
export type TestPayRequest = z.input<typeof testPayRequestSchema>;

export const testPayResponseSchema = razorpayOrderRequestSchema.extend({
  test_mode: z.literal(true),
});
export type TestPayResponse = z.infer<typeof testPayResponseSchema>;

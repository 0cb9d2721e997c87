import type { PaymentSettings } from "./payment-settings.js";

export interface CheckoutCspSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

/**
 * Razorpay's checkout.js comes from checkout.razorpay.com and opens its payment window
 * in a frame from api.razorpay.com, reporting to its own hosts; all are razorpay.com's.
 */
const RAZORPAY = ["https://*.razorpay.com"];
/** The origins PayPal's JS SDK documentation lists for its buttons, pop-ups and images. */
const PAYPAL = ["https://*.paypal.com", "https://*.paypalobjects.com", "https://*.venmo.com"];

/**
 * What the Content Security Policy must add for the pricing page's checkout scripts: a
 * gateway's origins only when that gateway is configured, so a server in test mode (or
 * with one gateway) allows no third-party script at all. The PayPal SDK's inline styles
 * are covered by the policy's existing `style-src 'unsafe-inline'`; no inline script is
 * allowed for either.
 */
export function checkoutCspSources(settings: PaymentSettings): CheckoutCspSources {
  const origins = [...(settings.razorpay ? RAZORPAY : []), ...(settings.paypal ? PAYPAL : [])];
  return { scriptSrc: origins, frameSrc: origins, connectSrc: origins, imgSrc: origins };
}

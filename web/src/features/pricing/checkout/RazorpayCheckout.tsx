import type { PriceResponse } from "@bindery/contract";
import { useEffect } from "react";
import { Button } from "../../../components/ui/Button";
import { loadScript } from "../../../lib/load-script";
import { useSession } from "../../session/session-store";
import { verifyRazorpayPayment } from "../pricing-api";
import type { Purchase } from "../use-purchase";

/** Razorpay's Standard Checkout; it must be loaded from Razorpay itself, never bundled. */
export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  theme: { color: string };
  handler(response: RazorpaySuccess): void;
  modal: { ondismiss(): void };
}

interface RazorpayCheckoutWindow {
  open(): void;
  on(event: "payment.failed", listener: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckoutWindow;
  }
}

/** India: a Pay button that opens Razorpay's checkout over the page. */
export function RazorpayCheckout({
  price,
  purchase,
}: {
  price: PriceResponse;
  purchase: Purchase;
}) {
  const { name, email } = useSession();
  const busy = purchase.phase.kind === "paying" || purchase.phase.kind === "confirming";

  useEffect(() => {
    // Loaded ahead so the checkout opens at once; a failure is reported on the click.
    loadScript(RAZORPAY_CHECKOUT_URL).catch(() => {});
  }, []);

  const pay = async () => {
    purchase.begin();
    let orderId: string;
    try {
      if (!price.key_id) throw new Error("Razorpay's key id is missing.");
      orderId = await purchase.openOrder();
      await loadScript(RAZORPAY_CHECKOUT_URL);
      if (!window.Razorpay) throw new Error("Razorpay's checkout did not start.");
    } catch (error) {
      return purchase.fail("initiate", error);
    }
    const checkout = new window.Razorpay({
      key: price.key_id,
      amount: price.amount,
      currency: price.currency,
      order_id: orderId,
      name: "Bindery",
      description: "Bindery Premium, for life",
      prefill: { name: name ?? undefined, email: email ?? undefined },
      theme: { color: "#8a3324" },
      handler: (answer) =>
        void purchase.confirm(() =>
          verifyRazorpayPayment({
            razorpay_order_id: answer.razorpay_order_id,
            razorpay_payment_id: answer.razorpay_payment_id,
            razorpay_signature: answer.razorpay_signature,
          }),
        ),
      modal: { ondismiss: () => purchase.cancel() },
    });
    // Razorpay's checkout reports a refused card or bank here; nothing was charged.
    checkout.on("payment.failed", () => purchase.fail("declined"));
    checkout.open();
  };

  return (
    <Button size="lg" onClick={pay} disabled={busy} className="w-full">
      {busy ? "Checkout open…" : `Pay ${price.display} with Razorpay`}
    </Button>
  );
}

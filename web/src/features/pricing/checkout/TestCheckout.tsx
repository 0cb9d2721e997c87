import { type PriceResponse, paymentMessages } from "@bindery/contract";
import { FlaskConical } from "lucide-react";
import { Button } from "../../../components/ui/Button";
import { payTestOrder, verifyRazorpayPayment } from "../pricing-api";
import type { Purchase } from "../use-purchase";

/**
 * The local test gateway (ADR 0004): it stands in for Razorpay's checkout, and its answer
 * is verified by the same server code as a real payment. Plainly labelled: no money moves.
 */
export function TestCheckout({ price, purchase }: { price: PriceResponse; purchase: Purchase }) {
  const busy = purchase.phase.kind === "paying" || purchase.phase.kind === "confirming";

  // The test gateway pays, or declines as a refused card would (nothing is charged).
  const pay = async (outcome: "paid" | "declined") => {
    purchase.begin();
    let orderId: string;
    try {
      orderId = await purchase.openOrder();
    } catch (error) {
      return purchase.fail("initiate", error);
    }
    let checkout: Awaited<ReturnType<typeof payTestOrder>>;
    try {
      checkout = await payTestOrder(orderId, outcome);
    } catch (error) {
      return purchase.fail("payment", error);
    }
    const { test_mode: _label, ...answer } = checkout;
    await purchase.confirm(() => verifyRazorpayPayment(answer));
  };

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-dashed border-gold bg-gold-soft/60 p-5">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <FlaskConical className="size-5 text-gold" aria-hidden="true" />
        {paymentMessages.testModeLabel}
      </p>
      <p className="text-sm text-ink-soft">
        This server has no payment gateway keys, so a local test gateway takes the payment. Your
        account becomes premium through the same verification a real payment goes through.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={() => pay("paid")} disabled={busy} className="grow sm:grow-0">
          {busy ? "Paying…" : `Pay ${price.display} (test)`}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => pay("declined")}
          disabled={busy}
          className="grow sm:grow-0"
        >
          Try a declined payment
        </Button>
      </div>
    </div>
  );
}

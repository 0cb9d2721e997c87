import type { PriceResponse } from "@bindery/contract";
import { ShieldCheck } from "lucide-react";
import { useRef } from "react";
import { PaypalButtons } from "./checkout/PaypalButtons";
import { RazorpayCheckout } from "./checkout/RazorpayCheckout";
import { TestCheckout } from "./checkout/TestCheckout";
import { PaymentOverlay } from "./PaymentOverlay";
import { PaymentProblemNotice } from "./PaymentProblemNotice";
import { usePurchase } from "./use-purchase";

const GATEWAY_NAMES = { razorpay: "Razorpay", paypal: "PayPal", test: "the test gateway" };

/** The price for the buyer's region and the way to pay it. */
interface PurchaseCardProps {
  price: PriceResponse;
  userId: string;
  onBought(): void;
}

export function PurchaseCard({ price, userId, onBought }: PurchaseCardProps) {
  const purchase = usePurchase(price, userId, onBought);
  const { phase } = purchase;
  const checkout = useRef<HTMLDivElement>(null);
  // The notice goes; the keyboard lands on the way to pay, which is ready again.
  const tryAgain = () => {
    purchase.retry();
    requestAnimationFrame(() => checkout.current?.querySelector<HTMLElement>("button")?.focus());
  };
  return (
    <section
      aria-labelledby="price-title"
      className="relative flex flex-col gap-6 overflow-hidden rounded-3xl border border-line bg-card p-7 shadow-sm shadow-ink/5 sm:p-9"
    >
      <div className="absolute -top-20 -right-16 size-56 rounded-full bg-gold-soft blur-2xl" />
      <div className="relative flex flex-col gap-2">
        <h2
          id="price-title"
          className="text-xs font-semibold uppercase tracking-[0.16em] text-accent"
        >
          Bindery Premium
        </h2>
        <p className="flex items-baseline gap-3">
          <span className="font-serif text-6xl font-semibold tracking-tight text-ink">
            {price.display}
          </span>
          <span className="text-ink-soft">once, for life</span>
        </p>
        <p className="text-sm text-ink-soft">
          {price.currency === "INR" ? "Price for India, in rupees." : "Price in US dollars."} No
          subscription, nothing to renew.
        </p>
      </div>

      <div ref={checkout} className="relative flex flex-col gap-4">
        {phase.kind === "failed" ? (
          <PaymentProblemNotice problem={phase.problem} onRetry={tryAgain} />
        ) : null}
        {!price.available ? (
          <PaymentProblemNotice
            problem={{
              message: "Payments are not available here yet.",
              detail: `This server has no ${GATEWAY_NAMES[price.gateway]} keys. Please try again later.`,
            }}
          />
        ) : price.gateway === "test" ? (
          <TestCheckout price={price} purchase={purchase} />
        ) : price.gateway === "razorpay" ? (
          <RazorpayCheckout price={price} purchase={purchase} />
        ) : (
          <PaypalButtons price={price} purchase={purchase} userId={userId} />
        )}
        {price.available && price.gateway !== "test" ? (
          <p className="flex items-center gap-2 text-sm text-ink-soft">
            <ShieldCheck className="size-4 text-accent" aria-hidden="true" />
            Paid securely through {GATEWAY_NAMES[price.gateway]}. Bindery never sees your card.
          </p>
        ) : null}
      </div>
      <PaymentOverlay phase={phase} />
    </section>
  );
}

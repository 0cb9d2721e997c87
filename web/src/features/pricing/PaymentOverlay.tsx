import { paymentMessages } from "@bindery/contract";
import { CircleCheck } from "lucide-react";
import type { PurchasePhase } from "./use-purchase";

/**
 * Covers the page while the server confirms a payment, so nothing can be clicked twice,
 * then shows the success message for the 2 seconds before the app goes home.
 */
export function PaymentOverlay({ phase }: { phase: PurchasePhase }) {
  if (phase.kind !== "confirming" && phase.kind !== "succeeded") return null;
  const succeeded = phase.kind === "succeeded";
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-night/60 p-6 backdrop-blur-sm">
      <div
        role="status"
        aria-live="assertive"
        className="flex w-full max-w-sm animate-fade-in flex-col items-center gap-4 rounded-3xl bg-card p-8 text-center shadow-xl"
      >
        {succeeded ? (
          <CircleCheck className="size-12 text-accent" aria-hidden="true" />
        ) : (
          <span
            className="size-12 animate-spin rounded-full border-4 border-gold-soft border-t-accent"
            aria-hidden="true"
          />
        )}
        <p className="font-serif text-xl font-semibold text-ink">
          {succeeded ? "Payment successful. Welcome to Premium!" : paymentMessages.confirming}
        </p>
        <p className="text-sm text-ink-soft">
          {succeeded
            ? "Taking you home, where everything premium is now unlocked."
            : "Please keep this page open for a moment."}
        </p>
      </div>
    </div>
  );
}

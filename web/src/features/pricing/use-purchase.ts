import {
  PAYMENT_SUCCESS_DISPLAY_MS,
  type PaymentVerified,
  type PriceResponse,
} from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { track } from "../../lib/analytics";
import { markPremium } from "../../lib/session-storage";
import {
  MissingOrderId,
  type PaymentProblem,
  type PaymentStage,
  paymentProblem,
} from "./payment-problems";
import { createOrder } from "./pricing-api";

/** Idle → 'Confirming your payment…' → success for 2 s → `/`. */
export type PurchasePhase =
  | { kind: "idle" }
  /** The order is being opened, or the gateway's checkout is open. */
  | { kind: "paying" }
  | { kind: "confirming" }
  | { kind: "succeeded" }
  | { kind: "failed"; problem: PaymentProblem };

/**
 * The steps every gateway's checkout shares: open the order at the server's price, hand
 * the gateway's answer to the server to verify, and what follows either way.
 */
export function usePurchase(price: PriceResponse, userId: string, onBought: () => void) {
  const [phase, setPhase] = useState<PurchasePhase>({ kind: "idle" });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const props = { gateway: price.gateway, currency: price.currency };

  useEffect(() => {
    if (phase.kind !== "succeeded") return;
    const timer = setTimeout(() => navigate("/"), PAYMENT_SUCCESS_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, navigate]);

  const fail = (stage: PaymentStage, error?: unknown) => {
    track({ name: "purchase_finished", props: { ...props, ok: false } });
    setPhase({ kind: "failed", problem: paymentProblem(stage, error) });
  };

  return {
    phase,
    fail,
    /** The user chose to pay. */
    begin() {
      track({ name: "purchase_started", props });
      setPhase({ kind: "paying" });
    },
    /** The buyer chose to try again after a decline: the checkout is ready once more. */
    retry() {
      setPhase({ kind: "idle" });
    },
    /** The buyer closed the checkout: back to idle, unless a failure is being shown. */
    cancel() {
      setPhase((current) => (current.kind === "paying" ? { kind: "idle" } : current));
    },
    /** Opens the order for the quoted price; answers the gateway's order id. */
    async openOrder(): Promise<string> {
      const order = await createOrder({
        user_id: userId,
        payment_gateway: price.gateway,
        payment_type: "subscription",
        amount: price.amount,
        currency: price.currency,
      });
      if (!order.order_id) throw new MissingOrderId();
      return order.order_id;
    },
    /** The gateway says paid: the server verifies, and premium shows everywhere at once. */
    async confirm(verify: () => Promise<PaymentVerified>): Promise<void> {
      setPhase({ kind: "confirming" });
      try {
        await verify();
      } catch (error) {
        fail("verify", error);
        return;
      }
      onBought();
      markPremium();
      // The profile, theme lists and anything else cached were a free user's.
      void queryClient.invalidateQueries();
      track({ name: "purchase_finished", props: { ...props, ok: true } });
      setPhase({ kind: "succeeded" });
    },
  };
}

export type Purchase = ReturnType<typeof usePurchase>;

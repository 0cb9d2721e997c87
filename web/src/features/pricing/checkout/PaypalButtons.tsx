import { type PriceResponse, paymentMessages } from "@bindery/contract";
import { useEffect, useRef, useState } from "react";
import { loadScript } from "../../../lib/load-script";
import { PaymentProblemNotice } from "../PaymentProblemNotice";
import { capturePaypalOrder } from "../pricing-api";
import type { Purchase } from "../use-purchase";

interface PaypalButtonsOptions {
  style: { layout: "vertical"; shape: "pill"; label: "pay"; height: number };
  createOrder(): Promise<string>;
  onApprove(data: { orderID: string }): Promise<void>;
  onCancel(): void;
  onError(error: unknown): void;
}

interface PaypalButtonsInstance {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    paypal?: { Buttons(options: PaypalButtonsOptions): PaypalButtonsInstance };
  }
}

/** PayPal's JS SDK for this client id, taking dollars and capturing on the server. */
export function paypalSdkUrl(clientId: string, currency: string): string {
  const query = new URLSearchParams({
    "client-id": clientId,
    currency,
    intent: "capture",
    components: "buttons",
  });
  return `https://www.paypal.com/sdk/js?${query}`;
}

/** Everywhere but India: PayPal's own buttons, rendered by its SDK into this box. */
export function PaypalButtons({
  price,
  purchase,
  userId,
}: {
  price: PriceResponse;
  purchase: Purchase;
  userId: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  // The SDK keeps the callbacks it was given; they must reach the latest purchase state.
  const latest = useRef(purchase);
  latest.current = purchase;

  useEffect(() => {
    const clientId = price.client_id;
    let buttons: PaypalButtonsInstance | null = null;
    let active = true;
    // PayPal reports a failed createOrder through onError too; the first message stands.
    let orderFailed = false;
    const start = async () => {
      if (!clientId) throw new Error("PayPal's client id is missing.");
      await loadScript(paypalSdkUrl(clientId, price.currency));
      if (!active || !window.paypal || !container.current) return;
      buttons = window.paypal.Buttons({
        style: { layout: "vertical", shape: "pill", label: "pay", height: 48 },
        async createOrder() {
          latest.current.begin();
          orderFailed = false;
          try {
            return await latest.current.openOrder();
          } catch (error) {
            orderFailed = true;
            latest.current.fail("initiate", error);
            throw error;
          }
        },
        onApprove: (data) => latest.current.confirm(() => capturePaypalOrder(data.orderID, userId)),
        onCancel: () => latest.current.cancel(),
        onError: (error) => {
          if (!orderFailed) latest.current.fail("payment", error);
        },
      });
      await buttons.render(container.current);
      if (active) setStatus("ready");
    };
    start().catch(() => {
      if (active) setStatus("failed");
    });
    return () => {
      active = false;
      void buttons?.close().catch(() => {});
    };
  }, [price.client_id, price.currency, userId]);

  return (
    <div className="flex flex-col gap-3">
      {status === "loading" ? (
        <p role="status" className="text-sm text-ink-soft">
          Loading PayPal…
        </p>
      ) : null}
      {status === "failed" ? (
        <PaymentProblemNotice
          problem={{
            message: paymentMessages.initiateFailed,
            detail:
              "PayPal's buttons could not be loaded. Check your connection and reload the page.",
          }}
        />
      ) : null}
      <div ref={container} className="min-h-12" />
    </div>
  );
}

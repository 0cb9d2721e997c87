import type { BrowserContext } from "playwright-core";

/**
 * Stand-ins for the gateways' own browser scripts, served at their real addresses
 * (checkout.razorpay.com, www.paypal.com), which these machines cannot reach. They keep
 * the scripts' public interface, `new Razorpay(options).open()` and
 * `paypal.Buttons(options).render(box)`, so the pricing page runs its real code, under
 * its real Content Security Policy, against the local fake gateway APIs.
 */

export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
export const PAYPAL_SDK = "https://www.paypal.com/sdk/js*";

/**
 * Razorpay's checkout as a small dialog with Pay, Fail and Close. Pay signs
 * "order_id|payment_id" with the key secret, as Razorpay does for the page's handler.
 */
function razorpayScript(keySecret: string): string {
  return `(() => {
  const secret = ${JSON.stringify(keySecret)};
  const hex = (bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
  async function sign(data) {
    const encoder = new TextEncoder();
    const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(data)));
  }
  window.Razorpay = function (options) {
    window.__razorpayOptions = options;
    const listeners = {};
    this.on = (event, listener) => { listeners[event] = listener; };
    this.open = () => {
      const dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-label", "Razorpay Checkout");
      dialog.style.cssText = "position:fixed;inset:0;z-index:60;display:flex;gap:8px;align-items:center;justify-content:center;background:rgba(0,0,0,.5)";
      const act = (label, action) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = label;
        button.style.cssText = "padding:12px 20px;border-radius:8px;background:#fff;font:16px sans-serif";
        button.onclick = () => { dialog.remove(); action(); };
        dialog.append(button);
      };
      act("Pay", async () => {
        const paymentId = "pay_" + Math.random().toString(36).slice(2, 16);
        const signature = await sign(options.order_id + "|" + paymentId);
        options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
      });
      act("Fail", () => listeners["payment.failed"]?.({ error: { code: "BAD_REQUEST_ERROR", description: "Payment failed" } }));
      act("Close", () => options.modal?.ondismiss?.());
      document.body.append(dialog);
    };
  };
})();`;
}

/**
 * PayPal's buttons as one button. A click runs createOrder, then asks the test (through
 * `window.__paypalBuyer`, exposed by the test) to approve the order at the fake PayPal,
 * then onApprove, as the real SDK does after the buyer approves in PayPal's window.
 */
const PAYPAL_SCRIPT = `(() => {
  window.paypal = {
    Buttons(options) {
      return {
        render(container) {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "PayPal";
          button.style.cssText = "width:100%;height:48px;border-radius:24px;background:#ffc439;color:#003087;font:bold italic 20px sans-serif";
          button.onclick = async () => {
            let orderId;
            try {
              orderId = await options.createOrder();
            } catch (error) {
              options.onError(error);
              return;
            }
            const decision = window.__paypalBuyer ? await window.__paypalBuyer(orderId) : "cancel";
            if (decision === "approve") await options.onApprove({ orderID: orderId });
            else options.onCancel({ orderID: orderId });
          };
          container.append(button);
          return Promise.resolve();
        },
        close: () => Promise.resolve(),
      };
    },
  };
})();`;

const script = (body: string) => ({ status: 200, contentType: "text/javascript", body });

/** Serves the Razorpay stand-in; answers the addresses the page asked for it from. */
export async function stubRazorpayCheckout(context: BrowserContext, keySecret: string) {
  const requested: string[] = [];
  await context.route(RAZORPAY_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill(script(razorpayScript(keySecret)));
  });
  return requested;
}

/** Serves the PayPal SDK stand-in; answers the SDK addresses the page asked for. */
export async function stubPaypalSdk(context: BrowserContext) {
  const requested: string[] = [];
  await context.route(PAYPAL_SDK, (route) => {
    requested.push(route.request().url());
    return route.fulfill(script(PAYPAL_SCRIPT));
  });
  return requested;
}

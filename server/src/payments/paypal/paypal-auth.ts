import { z } from "zod";
import type { Clock } from "../../lib/clock.js";
import { basicAuth, callGateway, describeFailure, GatewayError } from "../gateway-http.js";
import type { PaypalSettings } from "../payment-settings.js";

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

/** A token is renewed this long before PayPal says it expires, so no call races the expiry. */
const RENEW_EARLY_MS = 5 * 60_000;

/**
 * PayPal's OAuth2 client-credentials token, fetched once and reused until it nears its
 * expiry (PayPal issues them for hours; asking for one per call is slow and rate limited).
 */
export function createPaypalTokens(settings: PaypalSettings, clock: Clock) {
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const answer = await callGateway("paypal", {
      method: "POST",
      url: `${settings.apiUrl}/v1/oauth2/token`,
      headers: {
        authorization: basicAuth(settings.clientId, settings.clientSecret),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    const parsed = tokenAnswerSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      throw new GatewayError("paypal", `token refused: ${describeFailure(answer)}`, answer.status);
    }
    const lifetimeMs = parsed.data.expires_in * 1000;
    cached = { token: parsed.data.access_token, renewAt: clock() + lifetimeMs - RENEW_EARLY_MS };
    return parsed.data.access_token;
  }

  return {
    async token(): Promise<string> {
      if (cached && clock() < cached.renewAt) return cached.token;
      // Concurrent callers share one token request.
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forgets the token after PayPal refused it (revoked or rotated credentials). */
    invalidate(): void {
      cached = null;
    },
  };
}

export type PaypalTokens = ReturnType<typeof createPaypalTokens>;

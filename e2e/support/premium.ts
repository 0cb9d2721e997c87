import type { Account } from "./accounts.js";

/** Premium through the API: buying it in test mode, and what it unlocks. */

async function call(baseUrl: string, account: Account, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${account.answer.access}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Buys premium through the test gateway's API, as the pricing page would in test mode. */
export async function buyPremiumInTestMode(baseUrl: string, account: Account): Promise<void> {
  const order = await call(baseUrl, account, "/users/order/", {
    user_id: account.answer.user_id,
    payment_gateway: "test",
    payment_type: "subscription",
    amount: 500,
    currency: "USD",
  });
  const { test_mode: _label, ...checkout } = await call(baseUrl, account, "/payments/test/pay/", {
    order_id: order.order_id,
  });
  await call(baseUrl, account, "/users/razorpay_order/", checkout);
  account.storage.is_premium = "1";
}

/** A multipart POST with the account's token, as a client that skips the page's checks. */
export async function postForm(
  baseUrl: string,
  account: Account,
  path: string,
  form: FormData,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${account.answer.access}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** The account's theme lists, as the reader asks for them (ADR 0003). */
export async function themesOf(baseUrl: string, account: Account) {
  const response = await fetch(`${baseUrl}/api/v1/pdf_parser/themes/${account.answer.user_id}/`, {
    headers: { authorization: `Bearer ${account.answer.access}` },
  });
  return (await response.json()) as {
    book_themes: Array<{
      theme_name: string;
      is_available: number;
      theme_url: string;
      audio_url: string | null;
    }>;
    page_themes: Array<{ theme_name: string; is_available: number }>;
  };
}

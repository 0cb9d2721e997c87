import type { Page } from "playwright-core";
import { newUser, type SignupAnswer, signUpViaApi } from "./api.js";
import { seedStorage } from "./session.js";

/** A signed-up user and the local storage the app keeps for them. */
export interface Member {
  answer: SignupAnswer;
  storage: Record<string, string>;
}

export async function signUpMember(baseUrl: string): Promise<Member> {
  const user = newUser();
  const answer = await signUpViaApi(baseUrl, user);
  return {
    answer,
    storage: {
      access_token: answer.access,
      refresh_token: answer.refresh,
      name: `${user.first_name} ${user.last_name}`,
      email: user.email,
      is_premium: String(answer.is_premium),
    },
  };
}

/** Opens the app in `page` as this member. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await seedStorage(page, member.storage);
}

async function call(baseUrl: string, member: Member, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${member.answer.access}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Buys premium through the test gateway's API, as the pricing page would in test mode. */
export async function buyPremiumInTestMode(baseUrl: string, member: Member): Promise<void> {
  const order = await call(baseUrl, member, "/users/order/", {
    user_id: member.answer.user_id,
    payment_gateway: "test",
    payment_type: "subscription",
    amount: 500,
    currency: "USD",
  });
  const { test_mode: _label, ...checkout } = await call(baseUrl, member, "/payments/test/pay/", {
    order_id: order.order_id,
  });
  await call(baseUrl, member, "/users/razorpay_order/", checkout);
  member.storage.is_premium = "1";
}

/** A multipart POST with the member's token, as a client that skips the page's checks. */
export async function postForm(
  baseUrl: string,
  member: Member,
  path: string,
  form: FormData,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${member.answer.access}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** The member's theme lists, as the reader asks for them (ADR 0003). */
export async function themesOf(baseUrl: string, member: Member) {
  const response = await fetch(`${baseUrl}/api/v1/pdf_parser/themes/${member.answer.user_id}/`, {
    headers: { authorization: `Bearer ${member.answer.access}` },
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

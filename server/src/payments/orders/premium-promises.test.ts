import path from "node:path";
import { type Theme, themeUploadMessages, uploadMessages } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../test-support/databases.js";
import { seedBook } from "../../test-support/library-fixtures.js";
import { pictureFile } from "../../test-support/media-fixtures.js";
import { multipartForm, samplePdf } from "../../test-support/sample-pdf.js";
import { startTestApp, type TestContext } from "../../test-support/test-app.js";
import { fakeThemeCatalog } from "../../test-support/theme-fixtures.js";
import { installBuiltinThemes } from "../../themes/install-builtin-themes.js";
import { type Buyer, paymentCalls, signUpBuyer } from "../testing/buyers.js";

const databases = await testDatabases();

/**
 * Issue 6's promise, checked through the API as a buyer meets it: after one purchase in
 * test mode, the upload limit is gone, every theme is available and theme upload is open.
 */
describe.each(databases)("what premium gives, before and after buying, on $name", (target) => {
  let ctx: TestContext;
  let calls: ReturnType<typeof paymentCalls>;
  beforeAll(async () => {
    // No queue worker: an accepted upload stays queued, which is all this test needs.
    ctx = await startTestApp(target, { FREE_BOOK_LIMIT: "4" });
    calls = paymentCalls(ctx);
    await installBuiltinThemes(
      ctx.deps,
      fakeThemeCatalog(),
      path.join(ctx.dataDir, "cache", "builtin-themes"),
    );
  });
  afterAll(async () => ctx?.close());

  const send = async (buyer: Buyer, url: string, form: ReturnType<typeof multipartForm>) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${buyer.access}` },
    });
  const uploadBook = (buyer: Buyer) =>
    send(
      buyer,
      "/api/v1/pdf_parser/parse_pdf/",
      multipartForm(
        { title: "Fifth book" },
        { name: "fifth.pdf", type: "application/pdf", bytes: samplePdf(1).bytes },
      ),
    );
  const uploadTheme = async (buyer: Buyer) =>
    send(
      buyer,
      "/api/v1/pdf_parser/user_themes/",
      multipartForm(
        { title: "Reading nook", has_audio: "0" },
        {
          field: "image_file",
          name: "nook.png",
          type: "image/png",
          bytes: await pictureFile("png"),
        },
      ),
    );
  const availability = async (buyer: Buyer) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/pdf_parser/themes/${buyer.userId}/`,
      headers: { authorization: `Bearer ${buyer.access}` },
    });
    const { book_themes, page_themes } = response.json() as Record<string, Theme[]>;
    return [...(book_themes ?? []), ...(page_themes ?? [])].map((theme) => theme.is_available);
  };

  it("keeps every promise after a purchase in test mode", async () => {
    const buyer = await signUpBuyer(ctx);
    for (let book = 0; book < 4; book++) {
      await seedBook(ctx, { owner_id: buyer.userId, is_public_domain: 0 });
    }
    const limited = await uploadBook(buyer);
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toEqual({ detail: uploadMessages.freeLimit(4) });
    expect(await availability(buyer)).toEqual([1, 0, 1, 0]);
    const refused = await uploadTheme(buyer);
    expect(refused.json()).toEqual({ detail: themeUploadMessages.premiumOnly });

    const order = (
      await calls.order(buyer, { payment_gateway: "test", amount: 500, currency: "USD" })
    ).json();
    const { test_mode: _label, ...checkout } = (await calls.testPay(buyer, order.order_id)).json();
    expect((await calls.razorpayOrder(buyer, checkout)).statusCode).toBe(200);
    expect(await calls.isPremium(buyer)).toBe(1);

    expect((await uploadBook(buyer)).statusCode).toBe(202);
    expect(await availability(buyer)).toEqual([1, 1, 1, 1]);
    const theme = await uploadTheme(buyer);
    expect(theme.statusCode).toBe(201);
    expect(await availability(buyer)).toEqual([1, 1, 1, 1, 1]);
  });
});

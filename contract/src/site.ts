import { z } from "zod";
import { priceSchema } from "./payments.js";

/**
 * GET /api/v1/site/ — what the operator configured that the pages show: who runs the
 * site (for the legal dialogs and the contact page) and the partners named on the home
 * page. No authentication; the same answer for everyone, cacheable for a few minutes.
 *
 * `operator` is null unless OPERATOR_NAME or OPERATOR_EMAIL is set: nothing names an
 * operator by default. `partners` defaults to the public-domain sources Bindery imports
 * from and is empty when the operator turns the section off (PARTNERS=none).
 *
 * `plans` is what the pages say about free and premium accounts, as this server enforces
 * it: the free upload limit (FREE_BOOK_LIMIT), the premium prices, and whether payments
 * go through the local test gateway (no money moves).
 *
 * `ads` says what fills the ad slots guests and free users see (premium users see none,
 * and the reader has no slot): Bindery's own premium offer by default (`house`), or a
 * Google AdSense ad unit when ADSENSE_CLIENT_ID and ADSENSE_SLOT_ID are set. A slot whose
 * network script cannot load, or that the network leaves unfilled, shows the house ad.
 */
export const SITE_PATH = "/api/v1/site/";

export const partnerSchema = z.object({
  name: z.string(),
  url: z.url(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** Google AdSense publisher id, as AdSense writes it: `ca-pub-` and 16 digits. */
export const ADSENSE_CLIENT_ID_PATTERN = /^ca-pub-\d{16}$/;
/** An AdSense ad unit (slot) id: digits only. */
export const ADSENSE_SLOT_ID_PATTERN = /^\d{1,20}$/;

export const adsSchema = z.discriminatedUnion("source", [
  z.object({ source: z.literal("house") }),
  z.object({
    source: z.literal("adsense"),
    client_id: z.string().regex(ADSENSE_CLIENT_ID_PATTERN),
    slot_id: z.string().regex(ADSENSE_SLOT_ID_PATTERN),
  }),
]);
export type Ads = z.infer<typeof adsSchema>;

export const siteInfoSchema = z.object({
  operator: z
    .object({
      name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  partners: z.array(partnerSchema),
  plans: z.object({
    free_book_limit: z.number().int().positive(),
    premium_prices: z.array(priceSchema),
    payments_test_mode: z.boolean(),
  }),
  ads: adsSchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

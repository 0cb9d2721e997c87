import {
  type Ads,
  DEFAULT_PARTNERS,
  type Partner,
  PREMIUM_PRICES,
  type SiteInfo,
} from "@bindery/contract";
import { type Config, testGatewayInEffect } from "../config.js";

/** What the pages show about the site, from config (contract/src/site.ts). */
export function siteInfoFrom(config: Config): SiteInfo {
  const named = config.OPERATOR_NAME || config.OPERATOR_EMAIL;
  return {
    operator: named
      ? { name: config.OPERATOR_NAME ?? null, email: config.OPERATOR_EMAIL ?? null }
      : null,
    partners: parsePartners(config.PARTNERS),
    plans: {
      free_book_limit: config.FREE_BOOK_LIMIT,
      premium_prices: [PREMIUM_PRICES.INR, PREMIUM_PRICES.USD],
      // The same rule that decides whether the test gateway takes payments.
      payments_test_mode: testGatewayInEffect(config, config.isProduction),
    },
    ads: adsFrom(config),
  };
}

/** AdSense when both its ids are set (config.ts refuses one without the other). */
export function adsFrom(config: Config): Ads {
  const { ADSENSE_CLIENT_ID: clientId, ADSENSE_SLOT_ID: slotId } = config;
  return clientId && slotId
    ? { source: "adsense", client_id: clientId, slot_id: slotId }
    : { source: "house" };
}

/** PARTNERS is checked at start (config.ts), so each entry has a name and an address. */
function parsePartners(setting: string | undefined): Partner[] {
  if (setting === undefined) return [...DEFAULT_PARTNERS];
  if (setting === "none") return [];
  return setting.split(";").map((entry) => {
    const [name = "", url = ""] = entry.split("|");
    return { name: name.trim(), url: url.trim() };
  });
}

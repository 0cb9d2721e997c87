import { type Ads, DEFAULT_PARTNERS, type Partner, type SiteInfo } from "@bindery/contract";
import type { Config } from "../config.js";

/** What the pages show about the site, from config (contract/src/site.ts). */
export function siteInfoFrom(config: Config): SiteInfo {
  const named = config.OPERATOR_NAME || config.OPERATOR_EMAIL;
  return {
    operator: named
      ? { name: config.OPERATOR_NAME ?? null, email: config.OPERATOR_EMAIL ?? null }
      : null,
    partners: parsePartners(config.PARTNERS),
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

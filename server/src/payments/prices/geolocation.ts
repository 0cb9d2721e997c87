import { BlockList, isIP } from "node:net";
import type { Clock } from "../../lib/clock.js";
import type { PaymentLog } from "../payment-log.js";

/** The lookup is on the way to a price: a slow service must not hold the page up. */
const LOOKUP_TIMEOUT_MS = 2500;
const FOUND_TTL_MS = 24 * 3600_000;
/** A failed lookup is not retried for a while, so a service that is down is not hammered. */
const FAILED_TTL_MS = 10 * 60_000;
const MAX_CACHED = 10_000;

/** Addresses no geolocation service can place: this machine, private networks, link-local. */
const UNPLACEABLE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  UNPLACEABLE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  UNPLACEABLE.addSubnet(network, prefix, "ipv6");
}

/** The address as a lookup should see it: IPv4 written in IPv6 form is unwrapped. */
function placeableAddress(ip: string): string | null {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = isIP(address);
  if (family === 0) return null;
  return UNPLACEABLE.check(address, family === 4 ? "ipv4" : "ipv6") ? null : address;
}

/**
 * The country code in a lookup service's answer. Services differ: plain text ("IN"),
 * or JSON with `country` (country.is, ipinfo.io), `country_code` (ipapi.co) or
 * `countryCode` (ip-api.com). Anything else is no answer.
 */
export function countryFromAnswer(text: string): string | null {
  let value: unknown = text.trim();
  try {
    value = JSON.parse(text);
  } catch {
    // Plain text.
  }
  if (value && typeof value === "object") {
    const fields = value as Record<string, unknown>;
    value = fields.country_code ?? fields.countryCode ?? fields.country;
  }
  return typeof value === "string" && /^[A-Za-z]{2}$/.test(value.trim())
    ? value.trim().toUpperCase()
    : null;
}

export interface Geolocator {
  /** The caller's country (ISO 3166-1 alpha-2), or null when it cannot be told. */
  countryOf(ip: string, log: PaymentLog): Promise<string | null>;
}

/**
 * Asks a geolocation service (GEOLOCATION_URL, `{ip}` replaced by the address) where an
 * address is, remembering answers per address for a day. null template: lookups are off.
 */
export function createGeolocator(urlTemplate: string | null, clock: Clock): Geolocator {
  const cache = new Map<string, { country: string | null; until: number }>();

  const remember = (address: string, country: string | null) => {
    if (cache.size >= MAX_CACHED) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(address, { country, until: clock() + (country ? FOUND_TTL_MS : FAILED_TTL_MS) });
    return country;
  };

  async function lookUp(template: string, address: string, log: PaymentLog) {
    const url = template.replace("{ip}", encodeURIComponent(address));
    try {
      const response = await fetch(url, {
        headers: { accept: "application/json, text/plain" },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        redirect: "error",
      });
      const country = response.ok ? countryFromAnswer(await response.text()) : null;
      if (!country) log.warn({ status: response.status }, "geolocation gave no country");
      return country;
    } catch (error) {
      log.warn({ err: error }, "geolocation lookup failed");
      return null;
    }
  }

  return {
    async countryOf(ip, log) {
      const address = placeableAddress(ip);
      if (!urlTemplate || !address) return null;
      const cached = cache.get(address);
      if (cached && cached.until > clock()) return cached.country;
      cache.delete(address);
      return remember(address, await lookUp(urlTemplate, address, log));
    },
  };
}

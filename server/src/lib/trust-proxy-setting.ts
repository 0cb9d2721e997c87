import net from "node:net";
import { z } from "zod";

/** Named address ranges Fastify's `trustProxy` (proxy-addr) understands. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: which hops in front of Bindery may set X-Forwarded-For, in two of
 * Fastify's forms: a hop count (`1` behind one proxy) or a comma-separated list of proxy
 * addresses and ranges (`10.0.0.0/8, loopback`). `false`/`0` trusts none. "Every hop"
 * (`true`) is refused: it makes a client-written first entry the client's address, so
 * any per-address limit could be dodged by writing a new one on each request.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "false" || value === "0") return false;
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          'trusting every proxy lets clients pick their own address; give the number of proxies in front of Bindery (e.g. "1") or their addresses (e.g. "10.0.0.0/8")',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `"${wrong}" is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The setting as Fastify's option: a hop count becomes the function Fastify builds for
 * one (its types leave the number form out): the `hops` nearest addresses are proxies.
 */
export function trustProxyOption(setting: false | number | string[]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

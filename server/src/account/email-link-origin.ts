import type { AddressInfo } from "node:net";
import type { Config } from "../config.js";

/**
 * Where links in e-mails point. Never at the request's Host or X-Forwarded-Host: the
 * sender of the request chooses those, and a reset link to their host would hand them
 * the token. PUBLIC_URL when set; without it (a developer's server on loopback: the
 * configuration refuses any other start without it), this server's own address, with
 * the port it really listens on (PORT=0 picks one at start).
 */
export function emailLinkOrigin(
  config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">,
  listening: AddressInfo | string | null,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  const port = listening && typeof listening === "object" ? listening.port : config.PORT;
  const host = /^[^[].*:/.test(config.HOST) ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${port}`;
}

import type { IncomingHttpHeaders } from "node:http";

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): the visitor opted out. */
export function optedOutOfTracking(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === "1" || headers["sec-gpc"] === "1";
}

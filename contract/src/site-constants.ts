import type { Partner } from "./site.js";

/**
 * The site's constants, without schemas: the home page names its partners and loads
 * its ads without loading zod.
 */

/** The script AdSense pages load; the server's CSP allows it only when AdSense is set. */
export const ADSENSE_SCRIPT_URL = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";

/** The sources the catalog importer reads from; named on the home page unless configured. */
export const DEFAULT_PARTNERS: readonly Partner[] = [
  { name: "Project Gutenberg", url: "https://www.gutenberg.org/" },
  { name: "Standard Ebooks", url: "https://standardebooks.org/" },
];

import { z } from "zod";

/**
 * GET /api/v1/site/ — what the operator configured that the pages show: who runs the
 * site (for the legal dialogs and the contact page) and the partners named on the home
 * page. No authentication; the same answer for everyone, cacheable for a few minutes.
 *
 * `operator` is null unless OPERATOR_NAME or OPERATOR_EMAIL is set: nothing names an
 * operator by default. `partners` defaults to the public-domain sources Bindery imports
 * from and is empty when the operator turns the section off (PARTNERS=none).
 */
export const SITE_PATH = "/api/v1/site/";

export const partnerSchema = z.object({
  name: z.string(),
  url: z.url(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const siteInfoSchema = z.object({
  operator: z
    .object({
      name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  partners: z.array(partnerSchema),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The sources the catalog importer reads from; named on the home page unless configured. */
export const DEFAULT_PARTNERS: readonly Partner[] = [
  { name: "Project Gutenberg", url: "https://www.gutenberg.org/" },
  { name: "Standard Ebooks", url: "https://standardebooks.org/" },
];

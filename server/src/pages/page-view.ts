import { cleanLinkTarget, type Page } from "@bindery/contract";
import type { Selectable } from "kysely";
import type { PagesTable } from "../db/schema.js";
import type { FileAccess, FileAddresses } from "../files/file-urls.js";
import { pageImages } from "./visual-content.js";

/** A page row as the API answers it, its image keys turned into URLs. */
export function toPage(row: Selectable<PagesTable>, urls: FileAddresses, access: FileAccess): Page {
  const images = pageImages(row.visual_content, row.visual_alt);
  return {
    page_meta_unique_id: row.id,
    page_order: row.page_order,
    page_number: row.page_number,
    page_content: row.page_content,
    visual_content: images.map((image) => urls.url(image.key, access)),
    visual_alt: images.map((image) => image.alt),
    continues_paragraph: row.continues_paragraph === 1,
    links: storedLinks(row.links),
  };
}

/** The stored targets, each one a reader may follow or "" (no link): old rows hold "[]". */
function storedLinks(json: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((target) =>
    typeof target === "string" ? (cleanLinkTarget(target) ?? "") : "",
  );
}

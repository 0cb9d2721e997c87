import type { Page } from "@bindery/contract";
import type { Selectable } from "kysely";
import type { PagesTable } from "../db/schema.js";
import type { FileAccess, FileUrls } from "../files/file-urls.js";
import { pageImages } from "./visual-content.js";

/** A page row as the API answers it, its image keys turned into URLs. */
export function toPage(row: Selectable<PagesTable>, urls: FileUrls, access: FileAccess): Page {
  const images = pageImages(row.visual_content, row.visual_alt);
  return {
    page_meta_unique_id: row.id,
    page_order: row.page_order,
    page_number: row.page_number,
    page_content: row.page_content,
    visual_content: images.map((image) => urls.url(image.key, access)),
    visual_alt: images.map((image) => image.alt),
    continues_paragraph: row.continues_paragraph === 1,
  };
}

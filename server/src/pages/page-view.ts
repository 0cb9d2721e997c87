import type { Page } from "@bindery/contract";
import type { PagesTable } from "../db/schema.js";
import type { FileAccess, FileUrls } from "../files/file-urls.js";
import { visualContentKeys } from "./visual-content.js";

/** A page row as the API answers it, its image keys turned into URLs. */
export function toPage(row: PagesTable, urls: FileUrls, access: FileAccess): Page {
  return {
    page_meta_unique_id: row.id,
    page_order: row.page_order,
    page_number: row.page_number,
    page_content: row.page_content,
    visual_content: visualContentKeys(row.visual_content).map((key) => urls.url(key, access)),
  };
}

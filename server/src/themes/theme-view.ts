import type { Theme } from "@bindery/contract";
import type { FileAddresses } from "../files/file-urls.js";
import type { ThemeRow } from "./themes.repo.js";

/**
 * A theme row as the API answers it. Built-in themes' files are public; an uploaded
 * theme's files are its owner's, so their URLs are signed.
 */
export function toTheme(row: ThemeRow, urls: FileAddresses, available: boolean): Theme {
  const access = row.owner_id === null ? "public" : "private";
  return {
    theme_meta_unique_id: row.id,
    theme_name: row.name,
    theme_url: urls.url(row.preview_key ?? row.image_key, access),
    image_url: urls.url(row.image_key, access),
    image_portrait_url: row.portrait_key ? urls.url(row.portrait_key, access) : null,
    has_audio: row.has_audio === 1 && row.audio_key ? 1 : 0,
    audio_url: row.has_audio === 1 && row.audio_key ? urls.url(row.audio_key, access) : null,
    border_color: row.border_color,
    text_color: row.text_color,
    is_available: available ? 1 : 0,
    is_premium: row.is_premium === 1 ? 1 : 0,
  };
}

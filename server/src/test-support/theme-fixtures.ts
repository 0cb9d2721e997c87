import fs from "node:fs/promises";
import path from "node:path";
import type { BuiltinThemeFile } from "@bindery/themes/generate-themes";
import { newId } from "../lib/ids.js";
import type { BuiltinThemeCatalog } from "../themes/install-builtin-themes.js";
import type { ThemeRow } from "../themes/themes.repo.js";
import { TINY_PNG } from "./library-fixtures.js";

/** A few bytes of a WAV file: enough for content-type and range tests. */
export const TINY_WAV = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.alloc(4, 0x24),
  Buffer.from("WAVEfmt "),
  Buffer.alloc(1024, 7),
]);

export interface FakeTheme {
  id: string;
  kind: "book" | "page";
  name: string;
  premium: boolean;
  borderColor: string;
  textColor: string | null;
  audio?: boolean;
}

/** Two book themes (one premium, with sound) and two page themes (one premium). */
export const FAKE_THEMES: FakeTheme[] = [
  {
    id: "book-walnut-desk",
    kind: "book",
    name: "Walnut Desk",
    premium: false,
    borderColor: "#5b3a21",
    textColor: null,
  },
  {
    id: "book-rainy-window",
    kind: "book",
    name: "Rainy Window",
    premium: true,
    borderColor: "#2d3a4a",
    textColor: null,
    audio: true,
  },
  {
    id: "page-classic",
    kind: "page",
    name: "Classic",
    premium: false,
    borderColor: "#d8d0c0",
    textColor: "#1f1a14",
  },
  {
    id: "page-night",
    kind: "page",
    name: "Night",
    premium: true,
    borderColor: "#333842",
    textColor: "#d9dde3",
  },
];

/**
 * Stands in for the built-in themes the themes workspace builds (a few megabytes):
 * writes tiny files under outDir the way the catalog does and describes them alike.
 */
export function fakeThemeCatalog(themes: FakeTheme[] = FAKE_THEMES): BuiltinThemeCatalog {
  return async (outDir) => {
    const write = async (name: string, data: Buffer) => {
      await fs.mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
      await fs.writeFile(path.join(outDir, name), data);
      return name;
    };
    const files: BuiltinThemeFile[] = [];
    for (const [sortOrder, { audio = false, ...theme }] of themes.entries()) {
      const folder = `themes/${theme.id}`;
      files.push({
        ...theme,
        hasAudio: audio,
        sound: audio ? "rain" : null,
        sortOrder,
        // Distinct bytes per theme, as real images are.
        imagePath: await write(
          `${folder}/image.png`,
          Buffer.concat([TINY_PNG, Buffer.from(theme.id)]),
        ),
        previewPath: await write(`${folder}/preview.png`, TINY_PNG),
        portraitPath:
          theme.kind === "book"
            ? await write(
                `${folder}/portrait.png`,
                Buffer.concat([TINY_PNG, Buffer.from(`${theme.id} portrait`)]),
              )
            : null,
        audioPath: audio ? await write(`${folder}/sound.wav`, TINY_WAV) : null,
      });
    }
    return files;
  };
}

/** A row of a user's own theme, as the theme-upload feature writes one (files not included). */
export function customThemeRow(ownerId: string, now: number, name = "My Study"): ThemeRow {
  const id = newId();
  return {
    id,
    kind: "book",
    name,
    image_key: `themes/custom/${ownerId}/${id}/background.png`,
    preview_key: null,
    portrait_key: null,
    has_audio: 0,
    audio_key: null,
    border_color: null,
    text_color: null,
    is_premium: 0,
    owner_id: ownerId,
    sort_order: 0,
    created_at: now,
  };
}

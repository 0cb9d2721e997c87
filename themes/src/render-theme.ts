import { synthesizeAmbience } from "./audio/index.js";
import { BACKGROUND_HEIGHT, BACKGROUND_WIDTH, paintScene } from "./backgrounds/index.js";
import { Canvas } from "./canvas.js";
import { paintPaper } from "./paper-texture.js";
import { Random, seedFromText } from "./random.js";
import type { ThemeDefinition } from "./theme-definitions.js";
import { encodeWebp } from "./webp.js";

/** The page box of the reader. */
export const PAGE_SIZE = 650;
export const BACKGROUND_PREVIEW = { width: 320, height: 180 } as const;
export const PAGE_PREVIEW = { width: 160, height: 160 } as const;
/**
 * The width of a background's portrait crop: its centre at full height, 2:3. A screen
 * narrower than that (a phone held upright) shows no more of the background under
 * `cover`, so it gets the same pixels in about 40% of the bytes.
 */
export const BACKGROUND_PORTRAIT_WIDTH = 720;

/** Which file plays which part, named inside the theme's own folder. */
export interface ThemeFileNames {
  /** The background (book themes) or the page texture (page themes). */
  image: string;
  /** The small picture shown in pickers (theme_url). */
  preview: string;
  /** Book themes: the background's crop for tall screens. */
  portrait: string | null;
  audio: string | null;
}

export function themeFileNames(theme: ThemeDefinition): ThemeFileNames {
  return theme.kind === "book"
    ? {
        image: "background.webp",
        preview: "preview.webp",
        portrait: "background-portrait.webp",
        audio: theme.sound ? "sound.mp3" : null,
      }
    : { image: "page.webp", preview: "preview.webp", portrait: null, audio: null };
}

/** Renders every file of one theme, keyed by file name. */
export async function renderThemeFiles(theme: ThemeDefinition): Promise<Map<string, Buffer>> {
  const names = themeFileNames(theme);
  const seed = seedFromText(theme.id);
  const files = new Map<string, Buffer>();
  if (theme.kind === "book") {
    // The sound is encoded in WebAssembly while the picture is painted in JavaScript.
    const sound =
      theme.sound && names.audio
        ? synthesizeAmbience(theme.sound, new Random(seed ^ 0x5eed))
        : null;
    const canvas = new Canvas(BACKGROUND_WIDTH, BACKGROUND_HEIGHT);
    await paintScene({ canvas, random: new Random(seed), seed }, theme.scene);
    const webp = await encodeWebp(canvas, {
      quality: 78,
      effort: 2,
      previewWidth: BACKGROUND_PREVIEW.width,
      previewHeight: BACKGROUND_PREVIEW.height,
      portraitWidth: BACKGROUND_PORTRAIT_WIDTH,
    });
    files.set(names.image, webp.full);
    files.set(names.preview, webp.preview);
    if (webp.portrait && names.portrait) files.set(names.portrait, webp.portrait);
    if (sound && names.audio) files.set(names.audio, await sound);
  } else {
    const canvas = new Canvas(PAGE_SIZE, PAGE_SIZE);
    paintPaper(canvas, new Random(seed), seed, theme.paper);
    // Text sits on the page, so it gets a higher quality than the backgrounds.
    const webp = await encodeWebp(canvas, {
      quality: 84,
      effort: 4,
      previewWidth: PAGE_PREVIEW.width,
      previewHeight: PAGE_PREVIEW.height,
    });
    files.set(names.image, webp.full);
    files.set(names.preview, webp.preview);
  }
  return files;
}

import type { AmbienceParams } from "./audio/index.js";
import type { SceneParams } from "./backgrounds/index.js";
import type { PaperParams } from "./paper-texture.js";

export type ThemeKind = "book" | "page";

interface ThemeBase {
  /**
   * Stable forever: stored as theme_meta_unique_id and referenced by readers' saved
   * choices. Also seeds the theme's randomness, so renaming it changes its pictures.
   */
  id: string;
  kind: ThemeKind;
  /** theme_name as the picker shows it. */
  name: string;
  /** Locked (is_available 0) for users who are not premium. */
  premium: boolean;
  /** border_color: the page's edge for page themes; an accent matching the scene for book themes. */
  borderColor: string;
}

/** A background shown behind the open book, optionally with a looping ambient sound. */
export interface BookThemeDefinition extends ThemeBase {
  kind: "book";
  scene: SceneParams;
  sound: AmbienceParams | null;
}

/** A paper texture for the 650×650 book page, with the text colour that reads well on it. */
export interface PageThemeDefinition extends ThemeBase {
  kind: "page";
  textColor: string;
  paper: PaperParams;
}

export type ThemeDefinition = BookThemeDefinition | PageThemeDefinition;

/**
 * Bindery's own themes, in picker order. Every file is generated from these
 * parameters by code in this folder: no third-party media is involved. Changing a
 * theme's parameters regenerates just that theme's files on the next start.
 */
export const BUILTIN_THEMES: readonly ThemeDefinition[] = [
  {
    id: "book-walnut-desk",
    kind: "book",
    name: "Walnut desk",
    premium: false,
    borderColor: "#3b2416",
    scene: { scene: "walnut-desk", dark: "#2a170d", mid: "#5b3a24", light: "#8a5d3b", boards: 5 },
    sound: null,
  },
  {
    id: "book-rainy-window",
    kind: "book",
    name: "Rainy window",
    premium: false,
    borderColor: "#2a3350",
    scene: {
      scene: "rainy-window",
      skyTop: "#0b1322",
      skyBottom: "#1d2236",
      lights: ["#ffb35c", "#ffd9a0", "#8fc2ff", "#ff6f61", "#ffe9c7", "#6fdccf"],
      drops: 1100,
    },
    sound: { sound: "rain", seconds: 24, dropsPerSecond: 35 },
  },
  {
    id: "book-misty-forest",
    kind: "book",
    name: "Misty forest",
    premium: false,
    borderColor: "#1d3a2f",
    scene: { scene: "forest", mist: "#9db8ad", near: "#0b1f18", sky: "#f4efdd", layers: 5 },
    sound: { sound: "wind", seconds: 24, pitch: 420 },
  },
  {
    id: "book-parchment-study",
    kind: "book",
    name: "Parchment study",
    premium: false,
    borderColor: "#6b4a26",
    scene: {
      scene: "old-map",
      paper: {
        base: "#ecd9ad",
        mottle: 0.7,
        grain: 0.035,
        fibres: 200,
        fibreColor: "#b89060",
        edgeWear: { strength: 0.7, color: "#7a4c22" },
        foxing: 30,
      },
      ink: "#4a2f17",
      landTint: "#e0c48e",
      land: 0.45,
    },
    sound: null,
  },
  {
    id: "book-linen",
    kind: "book",
    name: "Linen",
    premium: false,
    borderColor: "#a89877",
    scene: { scene: "linen-cloth", color: "#e6d9bf", fleck: "#c4b08c", pitch: 6 },
    sound: null,
  },
  {
    id: "book-fireside",
    kind: "book",
    name: "Fireside",
    premium: true,
    borderColor: "#7a2e12",
    scene: {
      scene: "fireside",
      brick: "#a0523a",
      mortar: "#6b5a4a",
      flame: ["#5a0d02", "#c5330c", "#ff8a24", "#fff0b8"],
      flameHeight: 0.42,
    },
    sound: { sound: "fire", seconds: 24, burstsPerSecond: 2.5 },
  },
  {
    id: "book-seaside",
    kind: "book",
    name: "Seaside",
    premium: true,
    borderColor: "#4a3f6b",
    scene: {
      scene: "seaside",
      sky: ["#28305c", "#7a4f86", "#e0806a", "#ffc58a"],
      seaFar: "#3b3a66",
      seaNear: "#0f1a33",
      sun: "#fff2c8",
      horizon: 0.6,
    },
    sound: { sound: "sea", seconds: 24, wavesPerLoop: 3 },
  },
  {
    id: "book-night-sky",
    kind: "book",
    name: "Night sky",
    premium: true,
    borderColor: "#1a2246",
    scene: {
      scene: "night-sky",
      zenith: "#02040c",
      horizon: "#1a2246",
      galaxy: "#b3a6ff",
      core: "#ffcf9e",
      land: "#030508",
      stars: 7000,
    },
    // A low night breeze rather than a storm: quieter, deeper than the forest's wind.
    sound: { sound: "wind", seconds: 24, pitch: 260 },
  },
  {
    id: "page-classic-white",
    kind: "page",
    name: "Classic white",
    premium: false,
    borderColor: "#d9d4c7",
    textColor: "#1f1d1a",
    paper: { base: "#fbf9f3", mottle: 0.15, grain: 0.012, fibres: 160, fibreColor: "#e4ddd0" },
  },
  {
    id: "page-sepia",
    kind: "page",
    name: "Sepia",
    premium: false,
    borderColor: "#b89a6a",
    textColor: "#3b2a1a",
    paper: { base: "#f3e6cc", mottle: 0.45, grain: 0.018, fibres: 200, fibreColor: "#d8c29a" },
  },
  {
    id: "page-night",
    kind: "page",
    name: "Night",
    premium: false,
    borderColor: "#3a404c",
    textColor: "#d9dce2",
    paper: { base: "#1d2026", mottle: 0.5, grain: 0.05, fibres: 180, fibreColor: "#2c313a" },
  },
  {
    id: "page-recycled-grey",
    kind: "page",
    name: "Recycled grey",
    premium: false,
    borderColor: "#a19d95",
    textColor: "#262626",
    paper: {
      base: "#e3e1dc",
      mottle: 0.4,
      grain: 0.03,
      fibres: 300,
      fibreColor: "#c9c5bd",
      specks: { count: 260, colors: ["#6d6a64", "#8a7f70", "#5a6472", "#a08f78"] },
    },
  },
  {
    id: "page-parchment",
    kind: "page",
    name: "Parchment",
    premium: true,
    borderColor: "#8b6b3d",
    textColor: "#3a2815",
    paper: {
      base: "#efdfb8",
      mottle: 0.9,
      grain: 0.03,
      fibres: 250,
      fibreColor: "#c9a46a",
      edgeWear: { strength: 0.55, color: "#9c6b35" },
      foxing: 10,
    },
  },
  {
    id: "page-linen",
    kind: "page",
    name: "Linen",
    premium: true,
    borderColor: "#b7a98c",
    textColor: "#2e2a24",
    paper: {
      base: "#eee7d8",
      mottle: 0.3,
      grain: 0.015,
      fibres: 120,
      fibreColor: "#d9cdb4",
      weave: 0.8,
    },
  },
];

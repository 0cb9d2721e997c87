import type { Canvas } from "../canvas.js";
import type { Random } from "../random.js";

/** What every background painter receives: a canvas of the final size and its theme's randomness. */
export interface SceneContext {
  readonly canvas: Canvas;
  readonly random: Random;
  /** A seed for noise fields, derived from the theme id. */
  readonly seed: number;
}

/** Full-HD: the reader shows the background behind a 1310-wide open book. */
export const BACKGROUND_WIDTH = 1920;
export const BACKGROUND_HEIGHT = 1080;

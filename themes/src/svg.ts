import sharp from "sharp";
import type { RgbaLayer } from "./canvas.js";

export interface SvgRenderOptions {
  /**
   * Rasterise at this fraction of the final size; `Canvas.composite` scales the layer
   * up. Soft shapes (bokeh, glows, fog) lose nothing at a quarter size and render and
   * blur many times faster, which matters for the start-up time budget.
   */
  scale?: number;
  /** Gaussian blur, in final-size pixels. */
  blur?: number;
  /** Content of a <defs> element: gradients and the like. */
  defs?: string;
}

/** Rasterises SVG shapes drawn in a `width`×`height` coordinate space into an RGBA layer. */
export async function renderSvg(
  body: string,
  width: number,
  height: number,
  options: SvgRenderOptions = {},
): Promise<RgbaLayer> {
  const scale = options.scale ?? 1;
  const renderWidth = Math.max(1, Math.round(width * scale));
  const renderHeight = Math.max(1, Math.round(height * scale));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${renderWidth}" height="${renderHeight}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    (options.defs ? `<defs>${options.defs}</defs>` : "") +
    body +
    "</svg>";
  let image = sharp(Buffer.from(svg)).ensureAlpha();
  const sigma = (options.blur ?? 0) * scale;
  if (sigma >= 0.3) image = image.blur(sigma);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 4)
    throw new Error(`Expected RGBA from the SVG, got ${info.channels} channels`);
  return { width: info.width, height: info.height, data };
}

/** Rounds for SVG attributes: two decimals keep the documents short. */
export function n(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

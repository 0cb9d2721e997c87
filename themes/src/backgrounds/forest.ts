import { css, hexToRgb, mixRgb } from "../color.js";
import { GradientNoise } from "../noise.js";
import { n, renderSvg } from "../svg.js";
import { pineTreePath, ridgePath } from "./pines.js";
import type { SceneContext } from "./scene.js";

export interface ForestParams {
  scene: "forest";
  /** Colour of the mist, which the far trees fade into. */
  mist: string;
  /** Colour of the nearest trees. */
  near: string;
  /** Sky at the top of the picture. */
  sky: string;
  /** Rows of trees from far to near. */
  layers: number;
}

/**
 * A misty conifer forest in rows: each row further away is lighter and bluer (aerial
 * perspective), with soft light falling through from the upper left.
 */
export async function paintForest(context: SceneContext, params: ForestParams) {
  const { canvas, random, seed } = context;
  const { width, height } = canvas;
  const mist = hexToRgb(params.mist);
  const near = hexToRgb(params.near);
  const sky = hexToRgb(params.sky);
  const fog = new GradientNoise(seed);

  // Sky fading into mist, with the low sun glowing through it at the upper left.
  const sunX = width * 0.2;
  const sunY = height * 0.12;
  for (let y = 0; y < height; y++) {
    const color = mixRgb(sky, mist, Math.min(1, (y / height) * 1.4));
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 3;
      const d2 = ((x - sunX) ** 2 + (y - sunY) ** 2) / (width * width);
      const sun = Math.exp(-d2 * 14) * 0.35;
      canvas.data[index] = color[0] + sun;
      canvas.data[index + 1] = color[1] + sun * 0.9;
      canvas.data[index + 2] = color[2] + sun * 0.65;
    }
  }

  for (let layer = 0; layer < params.layers; layer++) {
    const depth = layer / (params.layers - 1); // 0 = farthest, 1 = nearest
    const color = mixRgb(mist, near, 0.25 + 0.75 * depth ** 1.3);
    const treeHeight = height * (0.22 + 0.55 * depth ** 1.5);
    const ground = height * (0.62 + 0.38 * depth);
    const paths: string[] = [];
    let x = random.range(-40, 0);
    while (x < width + 60) {
      const h = treeHeight * random.range(0.65, 1.15);
      // Planted a little below the floor line: bare trunks read as blocks at this scale.
      const base = ground + h * 0.07 + random.range(0, 20) * (1 + depth);
      paths.push(`<path d="${pineTreePath(random, x, base, h)}"/>`);
      // Near rows are sparser, so the reader sees into the forest between trunks.
      x += h * random.range(0.1, 0.32) * (depth > 0.8 ? 2 : 1);
    }
    // The forest floor under each row, so trees never float.
    const floor = ridgePath(
      (px) => ground + fog.fractal(px * 0.003, layer * 3.1, { octaves: 2 }) * 20,
      width,
      height,
    );
    const svg = `<g fill="${css(color)}">${paths.join("")}<path d="${floor}"/></g>`;
    // Far rows are softened by the mist: rendered small and blurred.
    const blur = 3.5 * (1 - depth);
    canvas.composite(await renderSvg(svg, width, height, { scale: depth > 0.7 ? 1 : 0.5, blur }));
    if (layer < params.layers - 1) paintMistBand(canvas, fog, mist, ground, layer, seed);
  }

  // Shafts of light slanting down from the upper left.
  const rays: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = sunX + random.range(-0.2, 0.35) * width;
    const w = random.range(30, 140);
    rays.push(
      `<polygon points="${n(x)},-20 ${n(x + w)},-20 ${n(x + w + height * 0.55)},${height} ${n(x + height * 0.55 - w * 0.4)},${height}" fill-opacity="${n(random.range(0.12, 0.3))}"/>`,
    );
  }
  const defs =
    '<linearGradient id="fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6dc"/>' +
    '<stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></linearGradient>';
  canvas.composite(
    await renderSvg(`<g fill="url(#fall)">${rays.join("")}</g>`, width, height, {
      scale: 0.25,
      blur: 24,
      defs,
    }),
    "screen",
  );
  canvas.vignette(0.35, 0.5, 1.2);
  canvas.grain(random, 0.018);
}

/** A drifting band of mist lying in front of a row of trees. */
function paintMistBand(
  canvas: SceneContext["canvas"],
  fog: GradientNoise,
  mist: readonly [number, number, number],
  ground: number,
  layer: number,
  seed: number,
) {
  const { width, height, data } = canvas;
  const top = Math.max(0, Math.floor(ground - height * 0.25));
  const fadeOut = 70;
  const bottom = Math.min(height, Math.ceil(ground + fadeOut));
  const step = 8;
  const columns = Math.ceil(width / step) + 1;
  const wisps = Float32Array.from({ length: columns }, (_, i) =>
    fog.fractal(i * step * 0.0025, layer * 5 + seed * 0.000001, { octaves: 3 }),
  );
  for (let y = top; y < bottom; y++) {
    // Thickest at the row's feet, thinning upwards through the trees and fading out
    // below them, so the band has no hard edge.
    const rising = y < ground ? (y - top) / (ground - top) : 1 - (y - ground) / fadeOut;
    const band = rising * rising * (3 - 2 * rising) * 0.55;
    for (let x = 0; x < width; x++) {
      const wisp = 0.6 + 0.4 * (wisps[Math.floor(x / step)] as number);
      const alpha = band * wisp;
      const index = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        data[index + c] = (data[index + c] as number) * (1 - alpha) + (mist[c] as number) * alpha;
      }
    }
  }
}

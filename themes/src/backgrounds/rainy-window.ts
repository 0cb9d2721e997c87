import type { Canvas } from "../canvas.js";
import { css, hexToRgb, mixRgb } from "../color.js";
import { smoothField } from "../field.js";
import { GradientNoise } from "../noise.js";
import type { Random } from "../random.js";
import { n, renderSvg } from "../svg.js";
import type { SceneContext } from "./scene.js";

export interface RainyWindowParams {
  scene: "rainy-window";
  /** Sky colours through the glass, top to bottom. */
  skyTop: string;
  skyBottom: string;
  /** Colours of the out-of-focus city lights. */
  lights: string[];
  /** How many drops sit on the glass. */
  drops: number;
}

/**
 * A night city seen through a rain-covered window: the lights are out of focus
 * (bokeh) and each drop on the glass is a tiny lens showing the scene upside down,
 * which is what makes drops read as water rather than as spots.
 */
export async function paintRainyWindow(context: SceneContext, params: RainyWindowParams) {
  const { canvas, random, seed } = context;
  const { width, height } = canvas;
  const top = hexToRgb(params.skyTop);
  const bottom = hexToRgb(params.skyBottom);
  const haze = new GradientNoise(seed);
  // Uneven mist on the glass.
  const mist = smoothField(width, height, 8, 8, (x, y) =>
    haze.fractal(x * 0.002, y * 0.003, { octaves: 3 }),
  );
  const data = canvas.data;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const base = mixRgb(top, bottom, t);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      // Brighter low down, where the street light is.
      const glow = ((mist[p] as number) * 0.5 + 0.5) * (0.03 + 0.07 * t);
      data[p * 3] = base[0] + glow;
      data[p * 3 + 1] = base[1] + glow;
      data[p * 3 + 2] = base[2] + glow * 1.1;
    }
  }

  canvas.composite(
    await renderSvg(bokeh(random, params, width, height), width, height, { scale: 0.5, blur: 2.5 }),
    "screen",
  );
  // The glass scatters a little of the light into a soft glow.
  canvas.composite(
    await renderSvg(bokeh(random.fork(7), params, width, height, 3), width, height, {
      scale: 0.125,
      blur: 40,
    }),
    "screen",
    0.6,
  );
  canvas.vignette(0.45, 0.4, 1.15);

  const behindGlass = Float32Array.from(canvas.data);
  paintDrops(canvas, behindGlass, random.fork(11), params.drops);
  canvas.grain(random, 0.02);
}

function bokeh(
  random: Random,
  params: RainyWindowParams,
  width: number,
  height: number,
  sizeFactor = 1,
) {
  const colors = params.lights.map(hexToRgb);
  const circles: string[] = [];
  const count = Math.round(110 / sizeFactor);
  for (let i = 0; i < count; i++) {
    // Most lights are low down: streets and lower windows; a few are high towers.
    const y = height * (random.next() < 0.8 ? random.range(0.45, 1.05) : random.range(0.05, 0.45));
    const x = random.range(-0.05, 1.05) * width;
    // Far lights are small and bright, near ones large and faint.
    const near = random.next();
    const radius = (10 + near * 70) * sizeFactor * (0.6 + 0.6 * (y / height));
    const color = random.pick(colors);
    const opacity = 0.6 - near * 0.45;
    circles.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${css(color)}" fill-opacity="${n(opacity)}"/>`,
    );
  }
  return circles.join("");
}

/**
 * Drops as lenses: inside each one the background is sampled mirrored through the
 * centre and magnified, then shaded with a dark rim and a small specular highlight.
 */
function paintDrops(canvas: Canvas, behind: Float32Array, random: Random, count: number) {
  const drops: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < count; i++) {
    // Many tiny drops and a few large ones, like real rain on glass.
    const size = random.next() ** 2.2;
    drops.push({
      x: random.range(0, canvas.width),
      y: random.range(0, canvas.height),
      r: 1.5 + size * 13,
    });
  }
  // Some drops have run down the pane, leaving a trail of droplets behind them.
  for (let i = 0; i < count / 60; i++) {
    const x0 = random.range(0, canvas.width);
    let y = random.range(0, canvas.height * 0.6);
    const length = random.range(150, 500);
    const end = y + length;
    let x = x0;
    while (y < end) {
      drops.push({ x, y, r: random.range(1.6, 3.4) });
      y += random.range(8, 22);
      x += random.range(-2, 2);
    }
    drops.push({ x, y: end + 8, r: random.range(9, 14) });
  }
  for (const drop of drops) paintDrop(canvas, behind, drop.x, drop.y, drop.r);
}

function paintDrop(canvas: Canvas, behind: Float32Array, cx: number, cy: number, r: number) {
  const { width, height, data } = canvas;
  // Drops are slightly taller than wide: gravity pulls them down the pane.
  const rx = r;
  const ry = r * 1.12;
  const magnify = 3.5;
  const color: [number, number, number] = [0, 0, 0];
  for (
    let y = Math.max(0, Math.floor(cy - ry));
    y <= Math.min(height - 1, Math.ceil(cy + ry));
    y++
  ) {
    for (
      let x = Math.max(0, Math.floor(cx - rx));
      x <= Math.min(width - 1, Math.ceil(cx + rx));
      x++
    ) {
      const dx = (x - cx) / rx;
      const dy = (y - cy) / ry;
      const d2 = dx * dx + dy * dy;
      if (d2 > 1) continue;
      const edge = Math.sqrt(d2);
      // The refracted, flipped scene: sky appears at the bottom of the drop, street at the top.
      sample(behind, width, height, cx - dx * rx * magnify, cy - dy * ry * magnify, color);
      const rim = edge ** 4;
      const shade = 1.08 - 0.55 * rim * (0.6 + 0.4 * Math.max(0, -dy));
      const highlight =
        Math.max(0, 1 - Math.sqrt((dx + 0.35) ** 2 + (dy + 0.45) ** 2) / 0.28) ** 2 * 0.8;
      const index = (y * width + x) * 3;
      // Anti-aliased edge: the last half pixel blends into the glass.
      const alpha = Math.min(1, (1 - edge) * r * 1.5);
      for (let c = 0; c < 3; c++) {
        const value = (color[c] as number) * shade + highlight;
        data[index + c] = (data[index + c] as number) * (1 - alpha) + value * alpha;
      }
    }
  }
}

function sample(
  source: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  out: [number, number, number],
) {
  const sx = Math.min(width - 1, Math.max(0, Math.round(x)));
  const sy = Math.min(height - 1, Math.max(0, Math.round(y)));
  const index = (sy * width + sx) * 3;
  out[0] = source[index] as number;
  out[1] = source[index + 1] as number;
  out[2] = source[index + 2] as number;
}

import { clamp01, css, hexToRgb, paletteIndex, paletteTable, smoothstep } from "../color.js";
import { smoothField } from "../field.js";
import { GradientNoise } from "../noise.js";
import type { Random } from "../random.js";
import { n, renderSvg } from "../svg.js";
import type { SceneContext } from "./scene.js";

export interface FiresideParams {
  scene: "fireside";
  /** Brick colour in full light. */
  brick: string;
  mortar: string;
  /** Flame colours from the dimmest red to the white-hot core. */
  flame: [string, string, string, string];
  /** Fraction of the height the tallest flames reach. */
  flameHeight: number;
}

/**
 * An old brick hearth at night, lit only by the fire burning along its bottom edge,
 * with embers drifting up. The fire is shaped noise pushed upwards and cut off with
 * height, the usual trick for procedural flames.
 */
export async function paintFireside(context: SceneContext, params: FiresideParams) {
  const { canvas, random, seed } = context;
  const { width, height } = canvas;
  const texture = new GradientNoise(seed);
  const flameNoise = new GradientNoise(seed + 5);

  paintBricks(context, params, texture);

  const flamePalette = paletteTable([
    [0, [0, 0, 0]],
    [0.25, hexToRgb(params.flame[0])],
    [0.5, hexToRgb(params.flame[1])],
    [0.75, hexToRgb(params.flame[2])],
    [1, hexToRgb(params.flame[3])],
  ]);
  const flameTop = height * (1 - params.flameHeight);
  // Tongues: where along the hearth flames rise high, and where they stay low.
  const tongues = Float32Array.from(
    { length: width },
    (_, x) => 0.55 + 0.45 * texture.fractal(x * 0.0035, 7.5, { octaves: 2 }),
  );
  const fire = smoothField(width, height, 3, 3, (x, y) => {
    if (y < flameTop - 40) return 0;
    const rise = (height - y) / (height - flameTop); // 0 at the bottom, 1 at the flame top
    // Flames are taller than wide: stretch the noise vertically, and warp it sideways.
    const warp = flameNoise.fractal(x * 0.006, y * 0.004, { octaves: 2 }) * 0.9;
    const turbulence = flameNoise.fractal(x * 0.011 + warp, y * 0.006, { octaves: 4 });
    const tongue = tongues[x] ?? 0.5;
    return 1.05 - rise / (tongue * 1.1) + turbulence * 0.55;
  });
  const data = canvas.data;
  for (let p = 0; p < width * height; p++) {
    const value = fire[p] as number;
    if (value <= 0) continue;
    const entry = paletteIndex(value);
    // Flames mostly hide the wall behind them, but their thin edges are translucent light.
    const cover = 1 - 0.97 * clamp01(value * 3);
    data[p * 3] = (data[p * 3] as number) * cover + (flamePalette[entry] as number);
    data[p * 3 + 1] = (data[p * 3 + 1] as number) * cover + (flamePalette[entry + 1] as number);
    data[p * 3 + 2] = (data[p * 3 + 2] as number) * cover + (flamePalette[entry + 2] as number);
  }

  canvas.composite(await renderSvg(logs(random, width, height), width, height));

  const sparks = embers(random, width, flameTop, params.flame[2]);
  canvas.composite(await renderSvg(sparks, width, height, { scale: 0.25, blur: 10 }), "screen");
  canvas.composite(await renderSvg(sparks, width, height), "screen");
  canvas.vignette(0.5, 0.45, 1.15);
  canvas.grain(random, 0.02);
}

/** Brick courses lit from below: bright near the fire, fading into darkness overhead. */
function paintBricks(
  { canvas, random }: SceneContext,
  params: FiresideParams,
  texture: GradientNoise,
) {
  const { width, height, data } = canvas;
  const brick = hexToRgb(params.brick);
  const mortar = hexToRgb(params.mortar);
  const course = 46;
  const brickLength = 128;
  const joint = 5;
  const tones = Float32Array.from({ length: 4096 }, () => random.range(0.55, 1.2));
  const grit = smoothField(width, height, 3, 3, (x, y) =>
    texture.fractal(x * 0.05, y * 0.05, { octaves: 2 }),
  );
  const blotch = smoothField(width, height, 8, 8, (x, y) =>
    texture.fractal(x * 0.006 + 40, y * 0.006, { octaves: 3 }),
  );
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / course);
    const inCourse = y % course;
    const shift = row % 2 === 0 ? 0 : brickLength / 2;
    // Firelight falls off with height above the hearth.
    const rise = (height - y) / height;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const column = Math.floor((x + shift) / brickLength);
      const inBrick = (x + shift) % brickLength;
      const isMortar = inCourse < joint || inBrick < joint;
      // Worn, rounded brick edges catch less light than the face.
      const fromEdge = Math.min(
        inCourse - joint,
        course - inCourse,
        inBrick - joint,
        brickLength - inBrick,
      );
      const bevel = 0.7 + 0.3 * smoothstep(0, 4, fromEdge);
      const tone = tones[(row * 97 + column * 31) & 4095] as number;
      const surface = 1 + 0.12 * (grit[p] as number) + 0.18 * (blotch[p] as number);
      const dx = (x - width / 2) / width;
      const light = 0.07 + 0.8 * Math.exp(-(rise * rise) * 4.5 - dx * dx * 1.5);
      // Mortar sits back from the face, so it catches less light.
      const base = isMortar ? mortar : brick;
      const shade = (isMortar ? 0.55 : tone * bevel) * surface * light;
      data[p * 3] = base[0] * shade;
      data[p * 3 + 1] = base[1] * shade * 0.92;
      data[p * 3 + 2] = base[2] * shade * 0.8;
    }
  }
}

/** Sparks drifting up from the fire, fewer and dimmer the higher they float. */
function embers(random: Random, width: number, flameTop: number, color: string) {
  const dots: string[] = [];
  for (let i = 0; i < 90; i++) {
    // Embers thin out as they rise and cool.
    const rise = random.next() ** 1.6;
    const y = flameTop + 80 - rise * flameTop * 0.95;
    const x = random.range(0.05, 0.95) * width + random.gaussian(0, 60);
    const r = random.range(1.2, 3.2) * (1 - rise * 0.5);
    dots.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${css(color)}" fill-opacity="${n(clamp01(1 - rise * 0.8) * smoothstep(0, 0.1, rise + 0.05))}"/>`,
    );
  }
  return dots.join("");
}

/** Logs lying across the hearth, charred black with cracks glowing where they burn. */
function logs(random: Random, width: number, height: number) {
  const shapes: string[] = [];
  const defs =
    '<linearGradient id="bark" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#ff9a3c"/><stop offset="0.12" stop-color="#6a2a10"/>' +
    '<stop offset="0.5" stop-color="#1c0e08"/><stop offset="1" stop-color="#0a0503"/></linearGradient>';
  let x = -60;
  while (x < width) {
    const length = random.range(420, 700);
    const thickness = random.range(70, 95);
    const y = height - thickness * random.range(0.55, 0.8);
    const tilt = random.range(-3, 3);
    const cracks: string[] = [];
    for (let i = 0; i < 7; i++) {
      const cx = x + random.range(0.08, 0.92) * length;
      const cy = y + random.range(0.15, 0.55) * thickness;
      cracks.push(
        `<path d="M${n(cx)} ${n(cy)} q${n(random.range(8, 22))} ${n(random.range(-6, 6))} ${n(random.range(18, 45))} ${n(random.range(-3, 3))}" ` +
          `stroke="#ff7a1a" stroke-width="${n(random.range(1.5, 3))}" stroke-linecap="round" fill="none" opacity="${n(random.range(0.5, 0.95))}"/>`,
      );
    }
    shapes.push(
      `<g transform="rotate(${n(tilt)} ${n(x + length / 2)} ${n(y + thickness / 2)})">` +
        `<rect x="${n(x)}" y="${n(y)}" width="${n(length)}" height="${n(thickness)}" rx="${n(thickness / 2)}" fill="url(#bark)"/>` +
        `<ellipse cx="${n(x + length - thickness * 0.18)}" cy="${n(y + thickness / 2)}" rx="${n(thickness * 0.16)}" ry="${n(thickness * 0.45)}" fill="#3a1a0c"/>` +
        cracks.join("") +
        "</g>",
    );
    x += length * random.range(0.75, 0.95);
  }
  return `<defs>${defs}</defs>${shapes.join("")}`;
}

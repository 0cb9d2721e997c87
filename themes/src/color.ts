/** A colour as three channels in [0, 1] (sRGB, not linearised: the scenes are painted, not lit). */
export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

export function rgbToHex(color: Rgb): string {
  return `#${color
    .map((channel) =>
      Math.round(clamp01(channel) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scaleRgb(color: Rgb, factor: number): Rgb {
  return [color[0] * factor, color[1] * factor, color[2] * factor];
}

/** A colour for SVG attributes. */
export function css(color: Rgb | string): string {
  return typeof color === "string" ? color : rgbToHex(color);
}

export function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

/** Samples a gradient given as stops at positions in [0, 1], in ascending order. */
export function gradientAt(stops: readonly (readonly [number, Rgb])[], position: number): Rgb {
  const first = stops[0];
  if (!first) throw new Error("A gradient needs at least one stop");
  if (position <= first[0]) return first[1];
  for (let i = 1; i < stops.length; i++) {
    const stop = stops[i] as readonly [number, Rgb];
    if (position <= stop[0]) {
      const previous = stops[i - 1] as readonly [number, Rgb];
      return mixRgb(previous[1], stop[1], (position - previous[0]) / (stop[0] - previous[0]));
    }
  }
  return (stops[stops.length - 1] as readonly [number, Rgb])[1];
}

/** A gradient baked into 256 RGB entries, for per-pixel lookups without allocation. */
export function paletteTable(stops: readonly (readonly [number, Rgb])[]): Float32Array {
  const table = new Float32Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const color = gradientAt(stops, i / 255);
    table[i * 3] = color[0];
    table[i * 3 + 1] = color[1];
    table[i * 3 + 2] = color[2];
  }
  return table;
}

/** Offset of the entry for `value` in [0, 1] in a `paletteTable`. */
export function paletteIndex(value: number): number {
  return Math.round(clamp01(value) * 255) * 3;
}

/** WCAG 2 contrast ratio between two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const luminance = (color: Rgb) => {
    const [r, g, bl] = color.map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    ) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

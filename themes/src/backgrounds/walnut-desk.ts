import { hexToRgb, paletteIndex, paletteTable, smoothstep } from "../color.js";
import { smoothField } from "../field.js";
import { GradientNoise } from "../noise.js";
import type { SceneContext } from "./scene.js";

export interface WalnutDeskParams {
  scene: "walnut-desk";
  /** Wood colours from the darkest grain line to the lightest sapwood. */
  dark: string;
  mid: string;
  light: string;
  /** Boards across the height of the picture. */
  boards: number;
}

/**
 * A desk seen from above: horizontal boards of flat-sawn wood, each with its own
 * tone and grain, lit by a warm lamp from the upper left.
 */
export function paintWalnutDesk({ canvas, random, seed }: SceneContext, params: WalnutDeskParams) {
  const { width, height } = canvas;
  const palette = paletteTable([
    [0, hexToRgb(params.dark)],
    [0.55, hexToRgb(params.mid)],
    [1, hexToRgb(params.light)],
  ]);
  const warp = new GradientNoise(seed);
  const fibre = new GradientNoise(seed + 1);
  const boardHeight = height / params.boards;
  const boards = Array.from({ length: params.boards + 1 }, () => ({
    tone: random.range(-0.1, 0.1),
    ringScale: random.range(0.016, 0.03),
    offset: random.range(0, 100),
    // Where two shorter boards butt together along this row, if they do.
    joint: random.next() < 0.6 ? random.range(0.1, 0.9) * width : -1,
  }));
  const boardAt = (x: number, y: number) => {
    const board = boards[Math.min(Math.floor(y / boardHeight), params.boards)] ?? boards[0];
    if (!board) throw new Error("no boards");
    // Past a joint the grain belongs to another plank.
    return { board, offset: board.offset + (board.joint >= 0 && x > board.joint ? 37 : 0) };
  };

  // Growth rings bent by low-frequency noise: the arches ("cathedrals") of flat-sawn timber.
  const bend = smoothField(width, height, 8, 4, (x, y) => {
    const { offset } = boardAt(x, y);
    return warp.fractal(x * 0.0007 + offset, y * 0.006 + offset, { octaves: 2 }) * 2.2;
  });
  // Broad light and dark figure across the board.
  const figure = smoothField(width, height, 16, 8, (x, y) => {
    const { offset } = boardAt(x, y);
    return warp.sample(x * 0.0006 + offset * 2, y * 0.003);
  });
  // Fine open-pore fibres: long along the board, narrow across it.
  const pores = smoothField(width, height, 8, 1, (x, y) => {
    const { offset } = boardAt(x, y);
    return fibre.sample(x * 0.0025 + offset, y * 0.45 + offset * 3);
  });
  // A warm lamp off the upper left; the falloff is separable, so computed per row and column.
  const lampX = Float32Array.from({ length: width }, (_, x) =>
    Math.exp(-(((x - width * 0.22) / width) ** 2) * 1.6),
  );
  const lampY = Float32Array.from({ length: height }, (_, y) =>
    Math.exp(-(((y + height * 0.1) / height) ** 2) * 1.6),
  );

  const data = canvas.data;
  for (let y = 0; y < height; y++) {
    const { board } = boardAt(0, y);
    // Board edges are eased so the seams read as slightly bevelled.
    const inBoard = (y % boardHeight) / boardHeight;
    const bevel = 0.55 + 0.45 * smoothstep(0, 5, Math.min(inBoard, 1 - inBoard) * boardHeight);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const ring = (y * board.ringScale + (bend[p] as number) + board.offset) % 1;
      // Latewood: a thin dark line at the end of each ring, soft on its inner side.
      const ringLine = smoothstep(0.55, 0.92, ring) * (1 - smoothstep(0.92, 1, ring));
      let tone =
        (0.62 - 0.3 * ringLine + 0.12 * (figure[p] as number) + 0.09 * (pores[p] as number)) *
          bevel +
        board.tone;
      if (board.joint >= 0) tone *= 0.6 + 0.4 * smoothstep(0, 3, Math.abs(x - board.joint));

      const entry = paletteIndex(tone);
      const lamp = 0.6 + 0.65 * (lampX[x] as number) * (lampY[y] as number);
      data[p * 3] = (palette[entry] as number) * lamp * 1.05;
      data[p * 3 + 1] = (palette[entry + 1] as number) * lamp;
      data[p * 3 + 2] = (palette[entry + 2] as number) * lamp * 0.92;
    }
  }
  canvas.vignette(0.55, 0.35, 1.1);
  canvas.grain(random, 0.018);
}

/**
 * Evaluates `sample` on a coarse grid (every `stepX`×`stepY` pixels) and fills the
 * rest by bilinear interpolation. Noise that changes slowly along an axis does not
 * need evaluating at every pixel, and noise is the costly part of every painter:
 * this keeps the whole theme set inside its start-up time budget.
 */
export function smoothField(
  width: number,
  height: number,
  stepX: number,
  stepY: number,
  sample: (x: number, y: number) => number,
): Float32Array {
  const columns = Math.ceil((width - 1) / stepX) + 1;
  const rows = Math.ceil((height - 1) / stepY) + 1;
  const grid = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      grid[row * columns + column] = sample(column * stepX, row * stepY);
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / stepY;
    const row = Math.min(Math.floor(gy), rows - 2);
    const fy = gy - row;
    const top = Math.max(row, 0) * columns;
    const bottom = Math.min(row + 1, rows - 1) * columns;
    for (let x = 0; x < width; x++) {
      const gx = x / stepX;
      const column = Math.min(Math.floor(gx), columns - 2);
      const fx = gx - column;
      const c0 = Math.max(column, 0);
      const c1 = Math.min(column + 1, columns - 1);
      const upper = (grid[top + c0] as number) * (1 - fx) + (grid[top + c1] as number) * fx;
      const lower = (grid[bottom + c0] as number) * (1 - fx) + (grid[bottom + c1] as number) * fx;
      out[y * width + x] = upper * (1 - fy) + lower * fy;
    }
  }
  return out;
}

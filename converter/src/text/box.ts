/** An axis-aligned rectangle in PDF points, y growing downwards (MuPDF's page space). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function width(box: Box): number {
  return box.x1 - box.x0;
}

/** The x halfway across the box. */
export function middleX(box: Box): number {
  return (box.x0 + box.x1) / 2;
}

export function height(box: Box): number {
  return box.y1 - box.y0;
}

export function union(a: Box, b: Box): Box {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

/** Length of the overlap of the boxes' vertical extents (0 when apart). */
export function verticalOverlap(a: Box, b: Box): number {
  return Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
}

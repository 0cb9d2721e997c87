import { placeAmongScreens } from "./marks";
import type { ChunkLayout } from "./use-chunk-layouts";

/**
 * Screen `screen` of chunk `chunk`'s place among the screens showing book page `page`,
 * from 1, and their number. A page whose text starts at the end of the chunk before (the
 * rest of a paragraph split at the seam is set with the chunk it starts in) has screens in
 * both chunks: those of a neighbour laid out count too.
 */
export function placeAcrossChunks(options: {
  chunk: number;
  screen: number;
  page: number;
  layoutOf(chunk: number): ChunkLayout | null;
}): { at: number; of: number } {
  const { chunk, screen, page, layoutOf } = options;
  const screensIn = (neighbour: number) => {
    const layout = neighbour >= 0 ? layoutOf(neighbour) : null;
    if (!layout?.marks.some((mark) => mark.page === page)) return 0;
    return placeAmongScreens(layout.screens, layout.marks, page, 0).of;
  };
  const own = layoutOf(chunk);
  if (!own) return { at: 1, of: 1 };
  const among = placeAmongScreens(own.screens, own.marks, page, screen);
  const before = screensIn(chunk - 1);
  return { at: among.at + before, of: among.of + before + screensIn(chunk + 1) };
}

import type { ReflowBlock } from "./blocks";
import type { MeasuredBlock } from "./paginate";

/** The zero-size mark BlockView sets where a later book page's text starts in a block. */
export const PART_MARK = "data-page-start";

/**
 * Reads the boxes of the measuring column's blocks (its children, one per block, in
 * order), in px from the column's top. The lines of a paragraph are its height cut into
 * line-height rows: one font and one line height per block make every line box as tall.
 * A block holding several book pages' text says on which of its lines each later page
 * starts (its part marks), so a page can be found inside a paragraph.
 */
export function measureColumn(
  column: HTMLElement,
  blocks: readonly ReflowBlock[],
): MeasuredBlock[] {
  const origin = column.getBoundingClientRect().top;
  const lineHeights = new Map<string, number>();
  return Array.from(column.children, (element, index) => {
    const block = blocks[index];
    const box = element.getBoundingClientRect();
    const top = box.top - origin;
    const bottom = box.bottom - origin;
    const heading = block?.kind === "heading";
    const measured = {
      top,
      bottom,
      keepWithNext: heading,
      alone: false,
      breaksBefore: heading && block?.index === 0,
    };
    if (!block || block.kind === "picture")
      return { ...measured, lines: null, alone: !!block?.alone };
    let lineHeight = lineHeights.get(element.tagName);
    if (lineHeight === undefined) {
      lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || bottom - top;
      lineHeights.set(element.tagName, lineHeight);
    }
    const count = Math.max(1, Math.round((bottom - top) / lineHeight));
    const row = (bottom - top) / count;
    const lines = Array.from({ length: count }, (_, line) => ({
      top: top + line * row,
      bottom: top + (line + 1) * row,
    }));
    if (!block.parts) return { ...measured, lines };
    // A mark's box is its line's text box, inside the line: its middle tells the line.
    const starts = Array.from(element.querySelectorAll(`[${PART_MARK}]`), (mark) => {
      const markBox = mark.getBoundingClientRect();
      const middle = (markBox.top + markBox.bottom) / 2 - origin;
      const line = Math.min(count - 1, Math.max(0, Math.floor((middle - top) / row)));
      return top + line * row;
    });
    return { ...measured, lines, starts };
  });
}

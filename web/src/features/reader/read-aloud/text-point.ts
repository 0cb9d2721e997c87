import { parseParagraphKey } from "../pages/styled-text";
import type { TextPoint } from "./use-read-aloud";

/**
 * Where a DOM point (a text node and an offset in it) is in the book's text: the book page
 * and paragraph of the `data-para` element holding it, and its plain-text offset there
 * (what read aloud's sentences count in). Null outside a page's text or outside `root`.
 */
function textPointOf(node: Node, offset: number, root: HTMLElement | null): TextPoint | null {
  const element = node instanceof Element ? node : node.parentElement;
  const paragraph = element?.closest<HTMLElement>("[data-para]");
  if (!root || !paragraph || !root.contains(paragraph)) return null;
  const place = parseParagraphKey(paragraph.dataset.para);
  if (!place) return null;
  const before = document.createRange();
  before.setStart(paragraph, 0);
  before.setEnd(node, offset);
  return { page: place[0], paragraph: place[1], offset: before.toString().length };
}

/** Where the reader's selection starts in the book's text, if it is in it ("Read from here"). */
export function selectionPoint(root: HTMLElement | null): TextPoint | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  return textPointOf(range.startContainer, range.startOffset, root);
}

/** The point of the book's text under a tap at (x, y) of the window, if any. */
export function tappedPoint(root: HTMLElement | null, x: number, y: number): TextPoint | null {
  // caretPositionFromPoint is the standard; Safari before 18.4 has only the WebKit one.
  const position = document.caretPositionFromPoint?.(x, y);
  if (position) return textPointOf(position.offsetNode, position.offset, root);
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? textPointOf(range.startContainer, range.startOffset, root) : null;
}

/**
 * The point of the text a click lands on, when it is a plain tap on a page's words at rest
 * (not a link or button in them, not the end of a selection): while reading aloud such a
 * tap moves reading to its sentence instead of turning the page.
 */
export function tapOnText(
  event: { target: EventTarget | null; clientX: number; clientY: number; button: number },
  root: HTMLElement | null,
): TextPoint | null {
  const target = event.target instanceof Element ? event.target : null;
  if (event.button !== 0 || !target?.closest(".flip-face--rest [data-para]")) return null;
  if (target.closest("a, button") || !window.getSelection()?.isCollapsed) return null;
  return tappedPoint(root, event.clientX, event.clientY);
}

/**
 * Splits a column of blocks, laid out once by the browser at the reader's settings, into
 * screens. Screens break between lines, never through one, so a screen shows whole lines
 * of the column from `start` to `end` (in the column's own px); a paragraph may continue
 * on the next screen, a picture never does.
 */

/** A block as the browser laid it out in one column, in px from the column's top. */
export interface MeasuredBlock {
  top: number;
  bottom: number;
  /** Its line boxes; null for what must not be split (a picture). */
  lines: ReadonlyArray<{ top: number; bottom: number }> | null;
  /** A heading: it stays on the screen of the block after it. */
  keepWithNext: boolean;
  /** Shown on a screen of its own. */
  alone: boolean;
  /**
   * A heading that opens a book page, as a chapter does: it starts a new screen, as a book
   * starts each chapter on a new page, instead of following the last chapter's end.
   */
  breaksBefore?: boolean;
  /**
   * A block holding several book pages' text (ReflowBlock.parts): the top of the line each
   * later page's text starts on, in the order of its parts.
   */
  starts?: readonly number[];
}

export interface Screen {
  /** The column's px shown, from `start` to `end`. */
  start: number;
  end: number;
  /** The first and last block on show (indexes into the measured blocks). */
  first: number;
  last: number;
}

interface Atom {
  block: number;
  top: number;
  bottom: number;
}

/** Lines of text and whole pictures, in column order: what a screen is filled with. */
function atomsOf(blocks: readonly MeasuredBlock[]): Atom[] {
  return blocks.flatMap((block, index) =>
    block.lines && block.lines.length > 0
      ? block.lines.map((line) => ({ block: index, top: line.top, bottom: line.bottom }))
      : [{ block: index, top: block.top, bottom: block.bottom }],
  );
}

/** Sub-pixel rounding of measured boxes must not push a line that fits to the next screen. */
export const TOLERANCE = 0.5;

/**
 * Splits the column into screens of at most `height` px. With `pagesPerSpread` 2 the
 * screens are shown two at a time, and the chunk's last spread is balanced (balanceEnd);
 * one at a time, a last screen left mostly empty shares the text of the one before.
 */
export function paginate(
  blocks: readonly MeasuredBlock[],
  height: number,
  pagesPerSpread: 1 | 2 = 1,
  /** The column ends the book: its last screen may be as short as the text leaves it. */
  endsBook = false,
): Screen[] {
  const atoms = atomsOf(blocks);
  if (pagesPerSpread === 2) {
    // Side by side, the screens read as an open book whose spreads are all full: a chapter
    // follows the last one's end there, as the book's own two-page view sets it.
    const flowing = blocks.map((block) => ({ ...block, breaksBefore: false }));
    return balanceEnd(fill(atoms, flowing, height), atoms, flowing, height);
  }
  const screens = fill(atoms, blocks, height);
  return endsBook ? screens : balanceLast(screens, atoms, blocks, height);
}

/** Fills screens greedily, line by line, up to `height` px each. */
function fill(atoms: readonly Atom[], blocks: readonly MeasuredBlock[], height: number): Screen[] {
  const screens: Screen[] = [];
  let current: Atom[] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      screens.push({ start: first.top, end: last.bottom, first: first.block, last: last.block });
    }
    current = [];
  };
  for (const atom of atoms) {
    const alone = blocks[atom.block]?.alone ?? false;
    const previous = current.at(-1);
    const startsAlone = alone && previous !== undefined && previous.block !== atom.block;
    const followsAlone = previous !== undefined && blocks[previous.block]?.alone && !alone;
    const opensChapter =
      previous !== undefined &&
      previous.block !== atom.block &&
      (blocks[atom.block]?.breaksBefore ?? false);
    const first = current[0];
    const fits = first === undefined || atom.bottom - first.top <= height + TOLERANCE;
    if (startsAlone || followsAlone || opensChapter) {
      close();
    } else if (!fits) {
      // A heading at the foot of a screen goes over with what it heads.
      const carried = trailingHeading(current, blocks);
      current = current.slice(0, current.length - carried.length);
      close();
      current = carried;
    }
    current.push(atom);
  }
  close();
  return screens;
}

/**
 * A chunk's screens end where its text ends, so its last spread would often show a full
 * page beside a few lines, or beside a blank page when the screens are odd in number.
 * Each chunk is laid out on its own, so its end cannot borrow from the next: instead the
 * text of the last spread (of the last three screens, when they are odd in number) is
 * shared out evenly over two (four) screens, as a book sets the end of a chapter. The
 * screens stay even in number, so spreads start on even screens in every chunk.
 */
function balanceEnd(
  screens: Screen[],
  atoms: readonly Atom[],
  blocks: readonly MeasuredBlock[],
  height: number,
): Screen[] {
  const odd = screens.length % 2 === 1;
  const count = Math.min(screens.length, odd ? 3 : 2);
  return balanceTail(screens, atoms, blocks, height, count, odd ? count + 1 : count);
}

/**
 * A chunk is laid out on its own, so its text ends where it ends: a last screen of a few
 * lines would read as a mostly blank page in the middle of the book. Below half full, it
 * and the screen before share their text evenly, as a book sets a chapter's end.
 */
function balanceLast(
  screens: Screen[],
  atoms: readonly Atom[],
  blocks: readonly MeasuredBlock[],
  height: number,
): Screen[] {
  const last = screens.at(-1);
  if (screens.length < 2 || !last || last.end - last.start >= height / 2) return screens;
  return balanceTail(screens, atoms, blocks, height, 2, 2);
}

/** The last `count` screens' text shared out evenly over `wanted` screens, if it goes. */
function balanceTail(
  screens: Screen[],
  atoms: readonly Atom[],
  blocks: readonly MeasuredBlock[],
  height: number,
  count: number,
  wanted: number,
): Screen[] {
  const kept = screens.slice(0, screens.length - count);
  const tailStart = screens[kept.length]?.start;
  if (tailStart === undefined) return screens;
  const tail = atoms.filter((atom) => atom.top >= tailStart - TOLERANCE);
  const tailHeight = (tail.at(-1)?.bottom ?? tailStart) - tailStart;
  // The smallest screen height that still puts the tail on `wanted` screens or fewer.
  for (let share = Math.ceil(tailHeight / wanted); share <= height; share += 1) {
    const balanced = fill(tail, blocks, share);
    if (balanced.length <= wanted) {
      return balanced.length === wanted ? [...kept, ...balanced] : screens;
    }
  }
  return screens;
}

/** The atoms of a heading that ends `atoms`, when something comes before it on the screen. */
function trailingHeading(atoms: Atom[], blocks: readonly MeasuredBlock[]): Atom[] {
  const last = atoms.at(-1);
  if (!last || !blocks[last.block]?.keepWithNext) return [];
  const carried = atoms.filter((atom) => atom.block === last.block);
  return carried.length < atoms.length ? carried : [];
}

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
const TOLERANCE = 0.5;

/**
 * Splits the column into screens of at most `height` px. With `pagesPerSpread` 2 the
 * screens are shown two at a time, and the chunk's last spread is balanced (balanceEnd).
 */
export function paginate(
  blocks: readonly MeasuredBlock[],
  height: number,
  pagesPerSpread: 1 | 2 = 1,
): Screen[] {
  const atoms = atomsOf(blocks);
  const screens = fill(atoms, blocks, height);
  return pagesPerSpread === 2 ? balanceEnd(screens, atoms, blocks, height) : screens;
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
    const first = current[0];
    const fits = first === undefined || atom.bottom - first.top <= height + TOLERANCE;
    if (startsAlone || followsAlone) {
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
  const tailCount = Math.min(screens.length, odd ? 3 : 2);
  const wanted = odd ? tailCount + 1 : tailCount;
  const kept = screens.slice(0, screens.length - tailCount);
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

/**
 * The block a screen stands for: the first that starts on it, else (a screen inside one
 * long paragraph) the one it continues. Saved as the reader's place and put back on
 * screen by screenOfBlock, it brings back this very screen; the block the screen merely
 * continues would bring back the screen before.
 */
export function blockOfScreen(screen: Screen, blocks: readonly MeasuredBlock[]): number {
  const first = blocks[screen.first];
  const continued = first !== undefined && first.top < screen.start - TOLERANCE;
  return continued && screen.last > screen.first ? screen.first + 1 : screen.first;
}

/** The screen on which block `block` starts. */
export function screenOfBlock(screens: readonly Screen[], block: number): number {
  const found = screens.findIndex((screen) => screen.last >= block);
  return found >= 0 ? found : Math.max(0, screens.length - 1);
}

/**
 * The screens showing any of blocks `from`-`to` (a book page's): where the screen at
 * `screen` is among them, from 1, and how many there are.
 */
export function placeAmong(
  screens: readonly Screen[],
  from: number,
  to: number,
  screen: number,
): { at: number; of: number } {
  let firstScreen = -1;
  let count = 0;
  screens.forEach((candidate, index) => {
    if (candidate.first <= to && candidate.last >= from) {
      if (firstScreen < 0) firstScreen = index;
      count += 1;
    }
  });
  return { at: screen - firstScreen + 1, of: count };
}

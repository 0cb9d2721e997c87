/**
 * Which pages the flip component puts in the DOM, where, and how they move. Only the
 * pages on show are rendered: the spread at rest (two pages, one on phones), and during a
 * turn the two faces of the turning leaf and the page it uncovers, so a book of any
 * length never has more than four page elements.
 *
 * A turn is described by one number, its progress p from 0 (not started) to 1 (done):
 * a click animates p from 0 to 1, a drag sets it from the pointer, a release animates
 * the rest. Every face's style is a function of p.
 *
 * A right-to-left book is this book's mirror image: each page rests in the other half
 * and every leaf turns the other way (mirrored), its text left as it is.
 */
export type Slot = "left" | "right" | "single";
export type FaceRole = "rest" | "under" | "leaf-front" | "leaf-back" | "fade-in";

export interface PlacedPage {
  index: number;
  slot: Slot;
  role: FaceRole;
  /** A right-to-left book's page: it turns the other way about the other edge. */
  mirrored?: boolean;
}

/** A turn from one resting position to another: spread starts, or pages on phones. */
export interface Turn {
  from: number;
  to: number;
}

export interface FlipMode {
  /** One page at a time (narrow windows), else two-page spreads. */
  single: boolean;
  /** prefers-reduced-motion: the new pages fade in instead of a leaf turning. */
  fade: boolean;
  /** A right-to-left book: the first page on the right, leaves turning rightwards. */
  mirrored?: boolean;
}

/** Where a book opened at `page` rests: the spread holding it, or the page itself. */
export function restingPosition(page: number, single: boolean): number {
  const whole = Math.max(0, Math.trunc(page));
  return single ? whole : whole - (whole % 2);
}

/**
 * The pages shown at rest (in two-page mode the second one may be past the end: blank).
 */
export function restingPages(position: number, mode: Omit<FlipMode, "fade">): PlacedPage[] {
  return mirror(ltrRestingPages(position, mode.single), mode.mirrored);
}

/** The pages in the DOM during a turn, in paint order. */
export function turningPages(turn: Turn, mode: FlipMode): PlacedPage[] {
  return mirror(ltrTurningPages(turn, mode), mode.mirrored);
}

const OTHER_HALF: Record<Slot, Slot> = { left: "right", right: "left", single: "single" };

function mirror(pages: PlacedPage[], mirrored: boolean | undefined): PlacedPage[] {
  if (!mirrored) return pages;
  return pages.map((page) => ({ ...page, slot: OTHER_HALF[page.slot], mirrored: true }));
}

function ltrRestingPages(position: number, single: boolean): PlacedPage[] {
  if (single) return [{ index: position, slot: "single", role: "rest" }];
  return [
    { index: position, slot: "left", role: "rest" },
    { index: position + 1, slot: "right", role: "rest" },
  ];
}

function ltrTurningPages(turn: Turn, mode: FlipMode): PlacedPage[] {
  const { from, to } = turn;
  if (mode.fade) {
    return [
      ...ltrRestingPages(from, mode.single),
      ...ltrRestingPages(to, mode.single).map((page) => ({ ...page, role: "fade-in" as const })),
    ];
  }
  const forward = to > from;
  if (mode.single) {
    // Forward, the page lifts away and uncovers the next; back, the previous one swings in.
    return forward
      ? [
          { index: to, slot: "single", role: "under" },
          { index: from, slot: "single", role: "leaf-front" },
        ]
      : [
          { index: from, slot: "single", role: "under" },
          { index: to, slot: "single", role: "leaf-front" },
        ];
  }
  return forward
    ? [
        { index: from, slot: "left", role: "rest" },
        { index: to + 1, slot: "right", role: "under" },
        { index: from + 1, slot: "right", role: "leaf-front" },
        { index: to, slot: "left", role: "leaf-back" },
      ]
    : [
        { index: from + 1, slot: "right", role: "rest" },
        { index: to, slot: "left", role: "under" },
        { index: from, slot: "left", role: "leaf-front" },
        { index: to + 1, slot: "right", role: "leaf-back" },
      ];
}

/** On phones a page turns until it stands edge-on (and a little past, out of sight). */
const SINGLE_PAGE_SWEEP = 95;

export interface FaceStyle {
  transform?: string;
  opacity?: number;
  /** How dark the face's shading is, 0-1. */
  shade: number;
}

/**
 * A face's look at progress p. Faces turn about the spine (the edge they share with the
 * other half of the book; the left edge on phones); hidden backfaces do the rest.
 */
export function faceStyleAt(face: PlacedPage, forward: boolean, p: number): FaceStyle {
  const arc = Math.sin(Math.PI * p);
  switch (face.role) {
    case "rest":
      return { shade: 0 };
    case "fade-in":
      return { opacity: p, shade: 0 };
    case "under":
      return { shade: 0 };
    case "leaf-front":
    case "leaf-back": {
      const angle = leafAngle(face, forward, p);
      return { transform: `rotateY(${face.mirrored ? -angle : angle}deg)`, shade: 0.3 * arc };
    }
  }
}

function leafAngle(face: PlacedPage, forward: boolean, p: number): number {
  if (face.slot === "single") {
    return forward ? -SINGLE_PAGE_SWEEP * p : -SINGLE_PAGE_SWEEP * (1 - p);
  }
  const angle = forward ? -180 * p : 180 * p;
  if (face.role === "leaf-front") return angle;
  return forward ? angle + 180 : angle - 180;
}

/** The spine a face turns about (a phone's page: its left edge, a mirrored one its right). */
export function transformOrigin(face: PlacedPage): string {
  if (face.slot === "single") return face.mirrored ? "right center" : "left center";
  return face.slot === "left" ? "right center" : "left center";
}

/**
 * For a drag: the turn's progress when the pointer has moved `dx` screen pixels from
 * where it went down, on a page `pageWidth` screen pixels wide. In two-page mode the
 * leaf's free edge follows the pointer (its projection is spine + cos(angle) × width).
 */
export function dragProgress(dx: number, pageWidth: number, forward: boolean, single: boolean) {
  const travel = forward ? -dx : dx;
  if (single) return clamp01(travel / pageWidth);
  const edge = 1 - travel / pageWidth;
  return clamp01(Math.acos(Math.max(-1, Math.min(1, edge))) / Math.PI);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

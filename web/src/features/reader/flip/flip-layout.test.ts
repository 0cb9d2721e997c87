import { describe, expect, it } from "vitest";
import {
  dragProgress,
  faceStyleAt,
  type PlacedPage,
  restingPages,
  restingPosition,
  transformOrigin,
  turningPages,
} from "./flip-layout";

const spreads = { single: false, fade: false };
const phone = { single: true, fade: false };

describe("flip layout", () => {
  it("rests on the spread holding a page, or on the page itself on phones", () => {
    expect([0, 1, 2, 7].map((page) => restingPosition(page, false))).toEqual([0, 0, 2, 6]);
    expect(restingPosition(7, true)).toBe(7);
    expect(restingPages(6, spreads).map((page) => page.index)).toEqual([6, 7]);
  });

  it("turns the right page over onto the left, uncovering the next right page", () => {
    const pages = turningPages({ from: 4, to: 6 }, spreads);
    expect(pages.map(({ index, slot, role }) => `${index}:${slot}:${role}`)).toEqual([
      "4:left:rest",
      "7:right:under",
      "5:right:leaf-front",
      "6:left:leaf-back",
    ]);
    // A jump (End) turns one leaf whose back is the destination.
    expect(turningPages({ from: 0, to: 1998 }, spreads).map((page) => page.index)).toEqual([
      0, 1999, 1, 1998,
    ]);
  });

  it("turns back the other way and never puts more than four pages in the DOM", () => {
    const pages = turningPages({ from: 6, to: 4 }, spreads);
    expect(pages.map(({ index, role }) => `${index}:${role}`)).toEqual([
      "7:rest",
      "4:under",
      "6:leaf-front",
      "5:leaf-back",
    ]);
    for (const mode of [spreads, phone, { single: false, fade: true }]) {
      expect(turningPages({ from: 10, to: 12 }, mode).length).toBeLessThanOrEqual(4);
    }
  });

  it("moves both faces of a leaf as one: front out of sight exactly when the back shows", () => {
    const front: PlacedPage = { index: 5, slot: "right", role: "leaf-front" };
    const back: PlacedPage = { index: 6, slot: "left", role: "leaf-back" };
    expect(faceStyleAt(front, true, 0).transform).toBe("rotateY(0deg)");
    expect(faceStyleAt(front, true, 0.5).transform).toBe("rotateY(-90deg)");
    expect(faceStyleAt(back, true, 0.5).transform).toBe("rotateY(90deg)");
    expect(faceStyleAt(back, true, 1).transform).toBe("rotateY(0deg)");
  });

  it("lays a right-to-left book out as its mirror image: first page right, leaves turning right", () => {
    const rtl = { ...spreads, mirrored: true };
    expect(restingPages(6, rtl).map(({ index, slot }) => `${index}:${slot}`)).toEqual([
      "6:right",
      "7:left",
    ]);
    const pages = turningPages({ from: 4, to: 6 }, rtl);
    expect(pages.map(({ index, slot, role }) => `${index}:${slot}:${role}`)).toEqual([
      "4:right:rest",
      "7:left:under",
      "5:left:leaf-front",
      "6:right:leaf-back",
    ]);
    const [, , front, back] = pages;
    if (!front || !back) throw new Error("a turn has a leaf");
    // The left page lifts about the spine (its right edge) and falls over to the right.
    expect(transformOrigin(front)).toBe("right center");
    expect(faceStyleAt(front, true, 0.5).transform).toBe("rotateY(90deg)");
    expect(faceStyleAt(back, true, 0.5).transform).toBe("rotateY(-90deg)");
    expect(faceStyleAt(back, true, 1).transform).toBe("rotateY(0deg)");
    // A phone's page lifts away to the right, about its right edge.
    const [screen] = turningPages({ from: 3, to: 4 }, { ...phone, mirrored: true }).slice(-1);
    if (!screen) throw new Error("a phone turn has a leaf");
    expect(transformOrigin(screen)).toBe("right center");
    expect(faceStyleAt(screen, true, 1).transform).toBe("rotateY(95deg)");
  });

  it("follows a drag: nothing at first, half way when the edge reaches the spine", () => {
    expect(dragProgress(0, 650, true, false)).toBe(0);
    expect(dragProgress(-650, 650, true, false)).toBeCloseTo(0.5);
    expect(dragProgress(-1300, 650, true, false)).toBe(1);
    // Dragging the wrong way does not turn.
    expect(dragProgress(200, 650, true, false)).toBe(0);
    expect(dragProgress(325, 650, false, true)).toBeCloseTo(0.5);
  });
});

import * as mupdf from "mupdf";
import { borrowed } from "./borrowed-shade.js";
import { isFileDamage } from "./mupdf-errors.js";

/**
 * A device that passes every drawing command on to `target`, leaving out of stroked paths
 * the subpaths that lie wholly outside `area` (device pixels).
 *
 * Why: printers' PDFs (freeculture.pdf among them) stroke crop marks in the margin between
 * the MediaBox and the CropBox, as one path with a mark at each corner. MuPDF's
 * anti-aliased rasteriser paints every row of a path's bounding box, clipped to the page,
 * so those marks, never visible, cost a paint of the whole page each: half of all the
 * rendering time of such a book. Subpaths are stroked independently (the dash pattern
 * restarts with each), so dropping the invisible ones changes no pixel.
 *
 * Every command crosses from WebAssembly into JavaScript and back (3–12 µs), so this is
 * worth it only for pages that draw beyond what they show, and only while it cuts enough
 * (see culling-ledger.ts).
 */
export class CullingDevice {
  readonly device: mupdf.Device;
  /** Drawing commands passed on: each cost a crossing into JavaScript and back. */
  commands = 0;
  /** Stroked paths drawn without some of their subpaths: each saved a paint of its bounds. */
  pathsCut = 0;
  /**
   * Set when the run met a colour this device could not pass on: mupdf.js hands over only
   * colours of 1, 3 or 4 components (not DeviceN with 2 or 5+ inks). The page must then be
   * drawn without it.
   */
  unfaithful = false;
  private failure: unknown = null;

  constructor(target: mupdf.Device, area: mupdf.Rect) {
    // The wrappers MuPDF hands to these callbacks belong to the display list being run.
    // Each is released here, before the list can be destroyed: left to the garbage
    // collector, it would be released after the list, into freed memory.
    const run = (command: () => void, ...owned: Array<{ destroy(): void }>) => {
      this.commands++;
      try {
        command();
      } catch (error) {
        // MuPDF skips a command that fails on damaged data and draws the rest; so does
        // this device. Anything else is rethrown after the run (see rethrow), because an
        // exception must not unwind through MuPDF's own frames.
        if (!isFileDamage(error)) this.failure ??= error;
      } finally {
        for (const wrapper of owned) wrapper.destroy();
      }
    };
    this.device = new mupdf.Device({
      fillPath: (path, evenOdd, ctm, colorspace, color, alpha) =>
        run(
          () => target.fillPath(path, evenOdd, ctm, colorspace, this.color(color), alpha),
          path,
          colorspace,
        ),
      strokePath: (path, stroke, ctm, colorspace, color, alpha) =>
        run(
          () => {
            const visible = visibleSubpaths(path, stroke, ctm, area);
            if (visible !== path) this.pathsCut++;
            if (!visible) return;
            try {
              target.strokePath(visible, stroke, ctm, colorspace, this.color(color), alpha);
            } finally {
              if (visible !== path) visible.destroy();
            }
          },
          path,
          stroke,
          colorspace,
        ),
      clipPath: (path, evenOdd, ctm) => run(() => target.clipPath(path, evenOdd, ctm), path),
      clipStrokePath: (path, stroke, ctm) =>
        run(() => target.clipStrokePath(path, stroke, ctm), path, stroke),
      fillText: (text, ctm, colorspace, color, alpha) =>
        run(
          () => target.fillText(text, ctm, colorspace, this.color(color), alpha),
          text,
          colorspace,
        ),
      strokeText: (text, stroke, ctm, colorspace, color, alpha) =>
        run(
          () => target.strokeText(text, stroke, ctm, colorspace, this.color(color), alpha),
          text,
          stroke,
          colorspace,
        ),
      clipText: (text, ctm) => run(() => target.clipText(text, ctm), text),
      clipStrokeText: (text, stroke, ctm) =>
        run(() => target.clipStrokeText(text, stroke, ctm), text, stroke),
      ignoreText: (text, ctm) => run(() => target.ignoreText(text, ctm), text),
      fillShade: (shade, ctm, alpha) => {
        borrowed(shade);
        run(() => target.fillShade(shade, ctm, alpha));
      },
      fillImage: (image, ctm, alpha) => run(() => target.fillImage(image, ctm, alpha), image),
      fillImageMask: (image, ctm, colorspace, color, alpha) =>
        run(
          () => target.fillImageMask(image, ctm, colorspace, this.color(color), alpha),
          image,
          colorspace,
        ),
      clipImageMask: (image, ctm) => run(() => target.clipImageMask(image, ctm), image),
      popClip: () => run(() => target.popClip()),
      beginMask: (box, luminosity, colorspace, color) =>
        run(() => target.beginMask(box, luminosity, colorspace, this.color(color)), colorspace),
      endMask: () => run(() => target.endMask()),
      beginGroup: (box, colorspace, isolated, knockout, blendmode, alpha) =>
        run(
          () => target.beginGroup(box, colorspace, isolated, knockout, blendmode, alpha),
          colorspace,
        ),
      endGroup: () => run(() => target.endGroup()),
      beginTile: (box, view, xstep, ystep, ctm, id, docId) => {
        // 0 asks MuPDF to draw the tile's content; a cached tile answers 1.
        let cached = 0;
        run(() => {
          cached = target.beginTile(box, view, xstep, ystep, ctm, id, docId);
        });
        return cached;
      },
      endTile: () => run(() => target.endTile()),
      beginLayer: (name) => run(() => target.beginLayer(name)),
      endLayer: () => run(() => target.endLayer()),
      close: () => run(() => target.close()),
    });
  }

  /** Throws what went wrong during the run that was not damage in the file. */
  rethrow(): void {
    if (this.failure !== null) throw this.failure;
  }

  private color(components: number[]): mupdf.Color {
    const count = components.length;
    if (count === 1 || count === 3 || count === 4) return components as mupdf.Color;
    this.unfaithful = true;
    return [0];
  }

  destroy(): void {
    this.device.destroy();
  }
}

type PathCommand = [name: "moveTo" | "lineTo", x: number, y: number] | CurveCommand | ["closePath"];
type CurveCommand = ["curveTo", number, number, number, number, number, number];

/**
 * The path to stroke: the path itself when all of it may show, null when none of it can,
 * else a new path of only the subpaths whose stroke reaches into the area.
 */
export function visibleSubpaths(
  path: mupdf.Path,
  stroke: mupdf.StrokeState,
  ctm: mupdf.Matrix,
  area: mupdf.Rect,
): mupdf.Path | null {
  const bounds = path.getBounds(stroke, ctm);
  if (within(bounds, area)) return path;
  if (!meets(bounds, area)) return null;
  const subpaths = splitSubpaths(path);
  const visible = subpaths.filter((subpath) => {
    const single = buildPath([subpath]);
    try {
      return meets(single.getBounds(stroke, ctm), area);
    } finally {
      single.destroy();
    }
  });
  if (visible.length === subpaths.length) return path;
  return visible.length === 0 ? null : buildPath(visible);
}

function splitSubpaths(path: mupdf.Path): PathCommand[][] {
  const subpaths: PathCommand[][] = [];
  let current: PathCommand[] = [];
  path.walk({
    moveTo: (x, y) => {
      if (current.length > 0) subpaths.push(current);
      current = [["moveTo", x, y]];
    },
    lineTo: (x, y) => current.push(["lineTo", x, y]),
    curveTo: (x1, y1, x2, y2, x3, y3) => current.push(["curveTo", x1, y1, x2, y2, x3, y3]),
    closePath: () => current.push(["closePath"]),
  });
  if (current.length > 0) subpaths.push(current);
  return subpaths;
}

function buildPath(subpaths: PathCommand[][]): mupdf.Path {
  const path = new mupdf.Path();
  for (const command of subpaths.flat()) {
    switch (command[0]) {
      case "moveTo":
        path.moveTo(command[1], command[2]);
        break;
      case "lineTo":
        path.lineTo(command[1], command[2]);
        break;
      case "curveTo":
        path.curveTo(command[1], command[2], command[3], command[4], command[5], command[6]);
        break;
      case "closePath":
        path.closePath();
        break;
    }
  }
  return path;
}

function within(inner: mupdf.Rect, outer: mupdf.Rect): boolean {
  return (
    inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3]
  );
}

/** Whether two rectangles overlap or touch (touching is kept: anti-aliasing may reach). */
function meets(a: mupdf.Rect, b: mupdf.Rect): boolean {
  return a[2] >= b[0] && a[0] <= b[2] && a[3] >= b[1] && a[1] <= b[3];
}

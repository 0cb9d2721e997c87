import {
  READER_FONT_SIZES,
  READER_LINE_SPACINGS,
  READER_MARGINS,
  type ReaderFont,
  type ReaderSettings,
} from "@bindery/contract";

/** Room kept free around the book on screens wider than a phone, in px. */
const STAGE_MARGIN = 16;
/** A page narrower than this is a phone's: its margins are halved. */
const NARROW_PAGE = 600;
/** Two pages side by side only when each is at least this wide ("auto"); "two" below 480. */
const MIN_SPREAD_PAGE = 440;
const MIN_FORCED_SPREAD_PAGE = 240;
/** Lines longer than this many px tire the eye: wider single pages are centred instead. */
const MAX_PAGE_WIDTH = 760;
const PADDING_TOP = 28;
/** Room at the foot of a screen for its page number. */
const PADDING_BOTTOM = 44;

export interface ReflowGeometry {
  single: boolean;
  pageWidth: number;
  pageHeight: number;
  coverEdge: number;
  margin: number;
  contentWidth: number;
  contentHeight: number;
  fontSize: number;
  lineHeight: number;
  /** Pictures of text pages take this much of a screen's height. */
  pictureHeight: number;
  /**
   * Changes whenever text would break differently, or screens be shared out differently
   * (spreads balance a chunk's end): the layouts made for another are stale.
   */
  key: string;
}

/** The screen pages for a stage of `room` px at the reader's settings. */
export function reflowGeometry(
  room: { width: number; height: number },
  settings: ReaderSettings,
): ReflowGeometry {
  const phone = room.width < NARROW_PAGE;
  const edge = phone ? 0 : STAGE_MARGIN;
  const coverEdge = phone ? 0 : 6;
  const usable = Math.max(0, room.width - 2 * edge - 2 * coverEdge);
  const half = usable / 2;
  const single =
    settings.page_layout === "one" ||
    (settings.page_layout === "two" ? half < MIN_FORCED_SPREAD_PAGE : half < MIN_SPREAD_PAGE);
  const pageWidth = Math.floor(single ? Math.min(usable, MAX_PAGE_WIDTH) : half);
  const pageHeight = Math.floor(Math.max(0, room.height - 2 * edge - 2 * coverEdge));
  const fullMargin = READER_MARGINS[settings.margins];
  const margin = pageWidth < NARROW_PAGE ? fullMargin / 2 : fullMargin;
  const fontSize = READER_FONT_SIZES[settings.font_size] ?? READER_FONT_SIZES[2];
  const lineHeight = READER_LINE_SPACINGS[settings.line_spacing];
  const contentWidth = Math.max(0, pageWidth - 2 * margin);
  const contentHeight = Math.max(0, pageHeight - PADDING_TOP - PADDING_BOTTOM);
  return {
    single,
    pageWidth,
    pageHeight,
    coverEdge,
    margin,
    contentWidth,
    contentHeight,
    fontSize,
    lineHeight,
    pictureHeight: Math.round(contentHeight * 0.55),
    key: [settings.font, fontSize, lineHeight, contentWidth, contentHeight, single].join(" "),
  };
}

/**
 * Justified lines shorter than this open wide gaps between words, since browsers without
 * a hyphenation dictionary (Chromium on Linux, for one) break only at spaces: at least
 * 420 px, and at least 24 ems, about 50 characters of Literata. In ems because large type
 * puts as few words on a desktop's line as small type does on a phone's.
 */
const MIN_JUSTIFIED_WIDTH = 420;
const MIN_JUSTIFIED_EMS = 24;

/**
 * The stage's custom properties, read by reflow.css and the flip's own CSS. Text is
 * justified on long lines only, and never in OpenDyslexic: readers with dyslexia are
 * better served by even word spacing and a ragged right edge.
 */
export function geometryStyle(
  geometry: ReflowGeometry,
  font: ReaderFont,
  family: string,
): Record<string, string> {
  const { contentWidth, fontSize } = geometry;
  const justified =
    contentWidth >= MIN_JUSTIFIED_WIDTH &&
    contentWidth >= MIN_JUSTIFIED_EMS * fontSize &&
    font !== "opendyslexic";
  return {
    "--reflow-align": justified ? "justify" : "start",
    "--page-width": `${geometry.pageWidth}px`,
    "--page-height": `${geometry.pageHeight}px`,
    "--cover-edge": `${geometry.coverEdge}px`,
    "--reflow-margin": `${geometry.margin}px`,
    "--reflow-padding-top": `${PADDING_TOP}px`,
    "--reflow-content-width": `${geometry.contentWidth}px`,
    "--reflow-font": family,
    "--reflow-font-size": `${geometry.fontSize}px`,
    "--reflow-line-height": String(geometry.lineHeight),
    "--reflow-gap": `${Math.round(geometry.fontSize * 0.6)}px`,
    "--book-font": family,
  };
}

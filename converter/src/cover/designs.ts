/**
 * The looks of generated covers: cloth-bound bindings in a few colours, with gilt lines.
 * A book always gets the same one (chosen from its title), and neighbours on a shelf
 * mostly differ.
 */
export interface CoverDesign {
  name: string;
  /** Cloth colour at the top and at the bottom. */
  clothTop: string;
  clothBottom: string;
  /** Frames, rules and ornaments. */
  gilt: string;
  title: string;
  author: string;
}

export const COVER_DESIGNS: readonly CoverDesign[] = [
  {
    name: "oxblood",
    clothTop: "#7a2424",
    clothBottom: "#4d1414",
    gilt: "#d9b86c",
    title: "#f6ead2",
    author: "#e9d6ad",
  },
  {
    name: "forest",
    clothTop: "#25543f",
    clothBottom: "#163527",
    gilt: "#d4bb77",
    title: "#f1e8d2",
    author: "#dccf9f",
  },
  {
    name: "navy",
    clothTop: "#22365c",
    clothBottom: "#131f38",
    gilt: "#d1b97c",
    title: "#f0e8d6",
    author: "#d8c89c",
  },
  {
    name: "plum",
    clothTop: "#55294f",
    clothBottom: "#331832",
    gilt: "#dbbb73",
    title: "#f5e9d8",
    author: "#e2cda0",
  },
  {
    name: "teal",
    clothTop: "#1f5a60",
    clothBottom: "#12373c",
    gilt: "#d6c085",
    title: "#eef1e6",
    author: "#d4d3ad",
  },
  {
    name: "parchment",
    clothTop: "#f1e6cc",
    clothBottom: "#dcc9a0",
    gilt: "#8a5a2b",
    title: "#3a2815",
    author: "#5b4127",
  },
  {
    name: "slate",
    clothTop: "#434a55",
    clothBottom: "#262b33",
    gilt: "#c9b27a",
    title: "#f0ece2",
    author: "#d6cdb3",
  },
  {
    name: "ochre",
    clothTop: "#b7843a",
    clothBottom: "#8a5d22",
    gilt: "#3b2612",
    title: "#2a1b0c",
    author: "#3b2612",
  },
];

/** The design of a book: the same title always gets the same one. */
export function designFor(title: string): CoverDesign {
  let hash = 2166136261;
  for (const char of title) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return COVER_DESIGNS[(hash >>> 0) % COVER_DESIGNS.length] as CoverDesign;
}

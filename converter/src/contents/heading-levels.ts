/**
 * Depths for contents made from headings, which keep no rank of their own. Books name
 * their divisions, outermost first: a volume holds parts (or "books"), a part holds
 * chapters. Each division a book uses takes the next depth, so War and Peace's "BOOK ONE"
 * is at 0 and its chapters at 1, while a novel of chapters alone has them all at 0.
 * Numbered headings ("2.1 Methods") go one deeper per number after the first, from the
 * depth of the innermost division. Any other heading ("Preface", "Epilogue") is at 0.
 */
const DIVISIONS: readonly RegExp[] = [
  /^vol(ume|\.)\s/i,
  /^(part|book)\s/i,
  /^(chapter|chap\.|letter|stave)\s|^[IVXLC]+\.?$/i,
];

const NUMBERED = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+\S/;

const divisionOf = (title: string) => DIVISIONS.findIndex((pattern) => pattern.test(title));

export function headingLevels(titles: readonly string[]): number[] {
  const used = [...new Set(titles.map(divisionOf).filter((division) => division >= 0))].sort(
    (a, b) => a - b,
  );
  const innermost = Math.max(0, used.length - 1);
  return titles.map((title) => {
    const division = divisionOf(title);
    if (division >= 0) return used.indexOf(division);
    const numbers = NUMBERED.exec(title)?.[1];
    return numbers ? innermost + numbers.split(".").length - 1 : 0;
  });
}

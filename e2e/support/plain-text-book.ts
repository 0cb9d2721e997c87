/**
 * A plain-text book as Project Gutenberg sets one: its title, a byline, and chapters
 * headed "CHAPTER I." and so on, set apart by blank lines; each paragraph's lines as given.
 */
export function plainTextBook(title: string, author: string, chapters: string[][]): string {
  const numerals = ["I", "II", "III", "IV", "V"];
  return [
    title,
    "",
    `by ${author}`,
    ...chapters.flatMap((paragraphs, index) => [
      "",
      "",
      "",
      "",
      `CHAPTER ${numerals[index]}.`,
      "",
      ...paragraphs.join("\n\n").split("\n"),
    ]),
  ].join("\n");
}

import { readFileSync } from "node:fs";
import { ITALIC_END as E, ITALIC_START as S } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { splitBlocks } from "../src/plaintext/blocks.js";
import { decodeText } from "../src/plaintext/decode.js";
import { unwrapGutenberg } from "../src/plaintext/gutenberg.js";
import { type TextItem, textStructure } from "../src/plaintext/structure.js";
import { BOOKS_DIR, booksAvailable, readBooksIndex } from "./support/book-corpus.js";
import { checkParagraphStarts } from "./support/paragraph-starts.js";

/** The headings and paragraphs the importer makes of a plain text, in reading order. */
function textItems(text: string): TextItem[] {
  const { body } = unwrapGutenberg(decodeText(new TextEncoder().encode(text)));
  return textStructure(splitBlocks(body), null);
}

const texts = (items: TextItem[]) =>
  items.flatMap((item) => (item.kind === "chapter" ? [] : [item.text]));

/** An underscore that opens or closes a word: Project Gutenberg's italics left behind. */
const ITALIC_UNDERSCORE = /(?:^|[^\p{L}\p{N}_])_(?=[^\s_])|(?<=[^\s_])_(?:$|[^\p{L}\p{N}_])/u;

const available = booksAvailable();
if (!available) console.warn(`Skipping the plain-text paragraph checks: ${BOOKS_DIR} not found.`);

describe.skipIf(!available)("paragraphs of the corpus's Project Gutenberg texts", () => {
  const books = available ? readBooksIndex().filter((book) => book.file.endsWith(".txt")) : [];
  for (const book of books) {
    it(`${book.file}: 99% of paragraphs start where the source starts one`, () => {
      const source = readFileSync(book.path, "utf8");
      const paragraphs = texts(textItems(source));
      const { wrongStarts, unplaced } = checkParagraphStarts(source, paragraphs);
      expect(unplaced, "paragraphs not found in the source").toBeLessThan(paragraphs.length / 20);
      expect(
        wrongStarts.length / paragraphs.length,
        `wrong starts: ${wrongStarts.slice(0, 10).join(" | ")}`,
      ).toBeLessThan(0.01);
      const underscored = paragraphs.filter((paragraph) => ITALIC_UNDERSCORE.test(paragraph));
      expect(underscored.slice(0, 5)).toEqual([]);
    });
  }
});

/** A Christmas Carol's opening as its Gutenberg text has it: the printed edition's lines. */
const CAROL = [
  "“A merry Christmas, uncle! God save you!” cried",
  "a cheerful voice. It was the voice of Scrooge’s",
  "nephew, who came upon him so quickly that this was",
  "the first intimation he had of his approach.",
  "",
  "“Bah!” said Scrooge, “Humbug!”",
  "",
  "He had so heated himself with rapid walking in the",
  "fog and frost, this nephew of Scrooge’s, that he was",
  "all in a glow; his face was ruddy and handsome; his",
  "eyes sparkled, and his breath smoked again.",
  "",
  "“Christmas a humbug, uncle!” said Scrooge’s",
  "nephew. “You don’t mean that, I am sure?”",
  "",
  "“I do,” said Scrooge. “Merry Christmas! What",
  "right have you to be merry? What reason have you",
  "to be merry? You’re poor enough.”",
  "",
  "“Come, then,” returned the nephew gaily. “What",
  "right have you to be dismal? What reason have you",
  "to be morose? You’re rich enough.”",
  "",
  "Scrooge having no better answer ready on the spur",
  "of the moment, said, “Bah!” again; and followed it",
  "up with “Humbug.”",
];

const LONG =
  "The keeper climbed the hundred steps of the tower at dusk, trimmed the wick, polished the great lens until it shone like water, and watched the grey ships go by on the long swell.";

/** Prose hard-wrapped at 70 columns, enough of it for the importer to learn the width. */
function prose(count: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    let line = "";
    for (const word of `${LONG} ${LONG}`.split(" ")) {
      if (line && line.length + 1 + word.length > 70) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line, "");
  }
  return lines;
}

describe("plain-text paragraphs", () => {
  it("joins the lines of a paragraph whatever the line endings: CRLF, LF, CR", () => {
    for (const ending of ["\r\n", "\n", "\r"]) {
      const paragraphs = texts(textItems(CAROL.join(ending)));
      expect(paragraphs, JSON.stringify(ending)).toContain(
        "“Christmas a humbug, uncle!” said Scrooge’s nephew. “You don’t mean that, I am sure?”",
      );
      expect(paragraphs).toHaveLength(7);
    }
  });

  it("keeps the lines of verse, set in or not, and of alternately indented verse", () => {
    const text = [
      ...prose(4),
      "    Aliment de poison d’une âme trop sensible,",
      "    Toi, sans qui le bonheur me serait impossible,",
      "    Tendre mélancholie, ah, viens me consoler,",
      "",
      "“You are old, Father William,” the young man said,",
      "    “And your hair has become very white;",
      "And yet you incessantly stand on your head—",
      "    Do you think, at your age, it is right?”",
      "",
      "The lamp is lit,",
      "the tide is high,",
      "the ships go by.",
    ].join("\n");
    const paragraphs = texts(textItems(text));
    expect(paragraphs.slice(-10)).toEqual([
      "Aliment de poison d’une âme trop sensible,",
      "Toi, sans qui le bonheur me serait impossible,",
      "Tendre mélancholie, ah, viens me consoler,",
      "“You are old, Father William,” the young man said,",
      "“And your hair has become very white;",
      "And yet you incessantly stand on your head—",
      "Do you think, at your age, it is right?”",
      "The lamp is lit,",
      "the tide is high,",
      "the ships go by.",
    ]);
  });

  it("joins a quotation or footnote set in and wrapped narrower", () => {
    const text = [
      ...prose(4),
      "     * “The principle of monarchies is honor seems to me",
      "     incontestable. Certain rights and privileges for the",
      "     aristocracy appear to me a means of maintaining that",
      "     sentiment.”",
    ].join("\n");
    expect(texts(textItems(text)).at(-1)).toBe(
      "* “The principle of monarchies is honor seems to me incontestable. Certain rights and privileges for the aristocracy appear to me a means of maintaining that sentiment.”",
    );
  });

  it("keeps a letter's salutation and sign-off on their own lines", () => {
    const text = [
      ...prose(4),
      "My dear Sir,",
      "I write to tell you that the lamp of the northern light has gone out at",
      "last, after forty years of faithful service to the ships of the coast.",
      "Yours very truly,",
      "MARA QUILL.",
    ].join("\n");
    expect(texts(textItems(text)).slice(-4)).toEqual([
      "My dear Sir,",
      "I write to tell you that the lamp of the northern light has gone out at last, after forty years of faithful service to the ships of the coast.",
      "Yours very truly,",
      "MARA QUILL.",
    ]);
  });

  it("keeps contents entries apart, and joins an entry the edition broke by hand", () => {
    const text = [
      ...prose(4),
      "CONTENTS",
      "",
      " I.     The Storm              1",
      " II.    The Boat              14",
      " III.   The Light --- a Coda  27",
      "",
      "De la libertad que dio don Quijote a muchos",
      "desdichados que, mal de su grado, los llevaban donde no quisieran",
      "ir",
    ].join("\n");
    expect(texts(textItems(text)).slice(-4)).toEqual([
      "I. The Storm 1",
      "II. The Boat 14",
      "III. The Light --- a Coda 27",
      "De la libertad que dio don Quijote a muchos desdichados que, mal de su grado, los llevaban donde no quisieran ir",
    ]);
  });

  it("sets double hyphens as em dashes, leaving rules alone", () => {
    const text = [
      "He was tired--so tired that the stairs seemed to climb themselves.",
      "",
      "-- Yes, he said.",
      "",
      "----------",
    ].join("\n");
    expect(texts(textItems(text))).toEqual([
      "He was tired—so tired that the stairs seemed to climb themselves.",
      "— Yes, he said.",
      "----------",
    ]);
  });

  it("marks italic underscores as italics, also of a span over several lines and paragraphs", () => {
    const text = [
      "                    A MONSIEUR GASTON CALMETTE",
      "",
      "                 _Comme un témoignage de profonde",
      "                 et affectueuse reconnaissance._",
      "",
      "He was _very_ tired, said Mr. ____, reading the file_name aloud.",
      "",
      "_The first paragraph of a letter in italics,",
      "",
      "and its second._",
      "",
      "A stray _underscore opens nothing that does not close.",
    ].join("\n");
    expect(texts(textItems(text))).toEqual([
      "A MONSIEUR GASTON CALMETTE",
      `${S}Comme un témoignage de profonde et affectueuse reconnaissance.${E}`,
      `He was ${S}very${E} tired, said Mr. ____, reading the file_name aloud.`,
      `${S}The first paragraph of a letter in italics,${E}`,
      `${S}and its second.${E}`,
      "A stray underscore opens nothing that does not close.",
    ]);
  });

  it("sets an illustration's caption apart: introduced by its mark's word, in italics", () => {
    // The end of Pride and Prejudice's second chapter, as its Gutenberg text has it.
    const text = [
      "“Oh,” said Lydia, stoutly, “I am not afraid; for though I _am_ the",
      "youngest, I’m the tallest.”",
      "",
      "[Illustration: “I’m the tallest”]",
      "",
      "",
      "",
      "",
      "[Illustration:",
      "",
      "     “He rode a _black_ horse”",
      "]",
      "",
      "[Illustration]",
      "",
      "[Illustration: M^{r.} & M^{rs.} Bennet]",
    ].join("\n");
    expect(texts(textItems(text))).toEqual([
      `“Oh,” said Lydia, stoutly, “I am not afraid; for though I ${S}am${E} the youngest, I’m the tallest.”`,
      `${S}Illustration: “I’m the tallest”${E}`,
      `${S}Illustration: “He rode a black horse”${E}`,
      `${S}Illustration: Mr. & Mrs. Bennet${E}`,
    ]);
  });

  it("joins a paragraph an illustration interrupts, its caption after it", () => {
    // Pride and Prejudice's Gutenberg text, where a plate stands mid-sentence.
    const text = [
      ...prose(3),
      "By tea-time, however, the dose had been enough, and Mr. Bennet was glad",
      "to take his guest into the drawing-room again, and when tea was over,",
      "glad to invite him",
      "",
      "[Illustration:",
      "",
      "“Protested",
      "that he never read novels”      H.T Feb 94",
      "]",
      "",
      "to read aloud to the ladies. Mr. Collins readily assented, and a book",
      "was produced; but on beholding it (for everything announced it to be",
      "from a circulating library) he started back.",
      "",
      "“Do you know, mamma, that my uncle Philips talks of turning away",
      "Richard?”",
    ].join("\n");
    expect(texts(textItems(text)).slice(3)).toEqual([
      "By tea-time, however, the dose had been enough, and Mr. Bennet was glad to take his guest into the drawing-room again, and when tea was over, glad to invite him to read aloud to the ladies. Mr. Collins readily assented, and a book was produced; but on beholding it (for everything announced it to be from a circulating library) he started back.",
      `${S}Illustration: “Protested that he never read novels” H.T Feb 94${E}`,
      "“Do you know, mamma, that my uncle Philips talks of turning away Richard?”",
    ]);
    // A plate after a heading: the heading ends with its stop, and keeps to itself.
    const chapter = [
      ...prose(3),
      "",
      "",
      "CHAPTER I.",
      "",
      "[Illustration: T]",
      "",
      "he day began.",
    ];
    expect(texts(textItems(chapter.join("\n"))).slice(3)).toEqual([
      "CHAPTER I.",
      `${S}Illustration: T${E}`,
      "he day began.",
    ]);
  });

  it("joins a chapter heading the wrapping broke, keeping label and name apart", () => {
    const text = [
      ...prose(4),
      "",
      "",
      "",
      "Capítulo III. Donde se cuenta la graciosa manera que tuvo don Quijote en",
      "armarse caballero",
      "",
      ...prose(2),
      "",
      "",
      "",
      "CHAPTER IV.",
      "The Light",
      "",
      ...prose(2),
    ].join("\n");
    const headings = textItems(text).flatMap((item) =>
      item.kind === "heading" ? [item.text] : [],
    );
    expect(headings).toEqual([
      "Capítulo III. Donde se cuenta la graciosa manera que tuvo don Quijote en armarse caballero",
      "CHAPTER IV.",
      "The Light",
    ]);
  });
});

import { wrap } from "../../converter/test/support/fixtures.js";
import { PdfBuilder } from "../../converter/test/support/pdf-builder.js";

/**
 * A small real book as a PDF, written with MuPDF for the reader's tests: a title page,
 * chapters of prose with headings, and a page with a picture and its caption. The text is
 * known, so a test can find it in the reader.
 */
export const BOOK_TITLE = "The Lantern Keeper";
export const FIRST_SENTENCE = "Every evening the keeper climbed the narrow stair";

const SENTENCES = [
  `${FIRST_SENTENCE} with the oil can in one hand and the ledger in the other.`,
  "The wind came off the water in long grey sheets, and the glass hummed in its frame.",
  "Below the rocks the tide pulled at the weed and let it go again, patient as a clock.",
  "He wrote the hour, the weather and the ships he saw, in a hand that never hurried.",
  "Some nights there were none at all, and he wrote that down too, since it mattered.",
  "His daughter said the ledger was the dullest book on the coast, and she read it anyway.",
  "When the fog came in the horn spoke every half minute, and the gulls stopped talking.",
  "In the spring a schooner ran aground on the bar and the whole village rowed out to her.",
  "They brought the crew ashore wrapped in sail cloth and fed them bread and hot broth.",
  "The captain stayed a week, mending his hull and telling stories nobody quite believed.",
];

const LINE_CHARACTERS = 60;
const LINES_PER_PAGE = 34;
const CHAPTERS = ["Chapter One: The Stair", "Chapter Two: The Bar", "Chapter Three: The Fog"];
const PAGES_PER_CHAPTER = 3;

/** Greedy wrapping to Helvetica lines that fit the page's 340 pt measure. */
const wrapToMeasure = (text: string) => wrap(text, LINE_CHARACTERS);

/** The n-th paragraph of prose: four sentences, varied so no two paragraphs repeat. */
function paragraph(n: number): string {
  return Array.from(
    { length: 4 },
    (_, i) => SENTENCES[(n * 3 + i * 7) % SENTENCES.length] as string,
  ).join(" ");
}

export function bookPdf(): Uint8Array {
  const pdf = new PdfBuilder();
  pdf.page((page) => {
    page.text(60, 200, BOOK_TITLE, { size: 28, bold: true });
    page.text(60, 240, "A story of the coast, in three chapters", { size: 14 });
  });
  let n = 0;
  for (const chapter of CHAPTERS) {
    for (let sheet = 0; sheet < PAGES_PER_CHAPTER; sheet++) {
      pdf.page((page) => {
        let y = 60;
        if (sheet === 0) {
          page.text(40, y, chapter, { size: 18, bold: true });
          y += 40;
        }
        while (y < 60 + LINES_PER_PAGE * 14) {
          const lines = wrapToMeasure(paragraph(n++));
          page.lines(40, y, lines, 14);
          y += (lines.length + 1) * 14;
        }
      });
    }
  }
  pdf.page((page) => {
    page.text(40, 60, "A Map of the Coast", { size: 18, bold: true });
    page.image(40, 90, 340, 230, { width: 340, height: 230 });
    page.lines(40, 350, wrapToMeasure(paragraph(n)), 14);
  });
  return pdf.bytes();
}

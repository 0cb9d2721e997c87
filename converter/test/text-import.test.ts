import { ITALIC_END as E, HEADING_MARKER, ITALIC_START as S } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { ConversionError, convertText, identifyBook, measureBookPage } from "../src/index.js";
import type { BookPage } from "../src/types.js";
import { bookText, paragraphs, tempDir } from "./support/book.js";
import { wrap } from "./support/fixtures.js";
import { LICENCE_FOOTER, LICENCE_HEADER, storyParagraphs } from "./support/gutenberg-text.js";

/** Project Gutenberg wraps its texts at 70 columns. */
const hardWrap = (text: string) => wrap(text, 70);

const encode = (text: string) => new TextEncoder().encode(text);

function pageStartingWith(pages: BookPage[], paragraph: string): BookPage | undefined {
  return pages.find((page) => page.page_content.split("\n\n")[0] === paragraph);
}

const CHAPTERS = [
  { label: "CHAPTER I.", name: "The Storm" },
  { label: "CHAPTER II.", name: "The Boat" },
  { label: "CHAPTER III.", name: "The Light" },
];

/** A Gutenberg text: header, title page, contents, three chapters with prose and verse, footer. */
function lighthouseText(): string {
  const body = [
    "",
    "",
    "",
    "THE LIGHTHOUSE KEEPER",
    "",
    "by Mara Quill",
    "",
    "",
    "Contents",
    "",
    ...CHAPTERS.map((chapter) => ` ${chapter.label.padEnd(14)}${chapter.name}`),
    "",
    "",
  ];
  CHAPTERS.forEach((chapter, index) => {
    body.push("", "", "", chapter.label, chapter.name, "", "");
    for (const paragraph of storyParagraphs(index + 1, 6)) body.push(...hardWrap(paragraph), "");
    body.push("    The lamp is lit, the tide is high,", "      the ships go safely by.", "");
    body.push(
      ...hardWrap(
        "He was _very_ tired--so tired that the stairs seemed to climb themselves as he went up them at midnight.",
      ),
      "",
    );
  });
  return [LICENCE_HEADER, ...body, "", LICENCE_FOOTER, ""].join("\r\n");
}

describe("Project Gutenberg plain text", async () => {
  const source = lighthouseText();
  const result = await convertText(encode(source), {
    outDir: tempDir(),
    fileName: "lighthouse.txt",
  });
  const text = bookText(result.pages);
  const all = paragraphs(result.pages);

  it("takes title, author and language from the licence header, then drops header and footer", () => {
    expect(result).toMatchObject({
      title: "The Lighthouse Keeper A Tale of the Northern Coast",
      author: "Mara Quill",
      language: "en",
      snapshots: [],
    });
    expect(text).not.toMatch(/Project Gutenberg|anyone anywhere|Updated editions|copyright/i);
  });

  it("finds the chapters: each starts a page with its headings, the contents are text", () => {
    for (const chapter of CHAPTERS) {
      const page = pageStartingWith(result.pages, `${HEADING_MARKER}${chapter.label}`);
      expect(page, chapter.label).toBeDefined();
      expect(page?.page_content.split("\n\n")[1]).toBe(`${HEADING_MARKER}${chapter.name}`);
    }
    expect(all).toContain("CHAPTER II. The Boat");
    expect(all.filter((p) => p.startsWith(HEADING_MARKER)).length).toBe(2 + 2 * CHAPTERS.length);
    // Front matter, the contents, and one section per chapter.
    expect(result.originalPagesCount).toBe(2 + CHAPTERS.length);
  });

  it("rebuilds paragraphs from the hard-wrapped lines, keeping verse lines apart", () => {
    // A paragraph may go on over a page turn; within a page it holds no break.
    const flowing = result.pages.map((page) => page.page_content).join(" ");
    for (const paragraph of [...storyParagraphs(1, 6), ...storyParagraphs(3, 6)]) {
      expect(flowing).toContain(paragraph);
    }
    expect(all).toContain("The lamp is lit, the tide is high,");
    expect(all).toContain("the ships go safely by.");
  });

  it("sets plain-text italics and double hyphens as a book does", () => {
    expect(all).toContain(
      `He was ${S}very${E} tired—so tired that the stairs seemed to climb themselves as he went up them at midnight.`,
    );
  });

  it("never overflows a page", () => {
    for (const page of result.pages) expect(measureBookPage(page).overflows).toBe(false);
  });

  it("is identified by its eBook number", async () => {
    expect(await identifyBook(encode(source))).toEqual({
      format: "text",
      sourceId: "gutenberg:12345",
    });
  });
});

describe("plain text without a licence header", () => {
  it("reads title and author from the title page and the language from the words", async () => {
    const body = [
      "EL FARO DEL NORTE",
      "",
      "por Ana Quintero",
      "",
      "",
      "",
      "",
      "Capítulo I. La tormenta",
      "",
      ...hardWrap(
        "La noche era oscura y el viento del norte golpeaba las ventanas de la torre, mientras el farero subía los escalones con la lámpara en la mano y pensaba en los barcos que navegaban cerca de las rocas.",
      ),
      "",
      ...hardWrap(
        "Los pescadores del pueblo decían que la luz del faro era la última esperanza de los que se perdían en el mar, y que el viejo farero nunca había dejado que se apagara.",
      ),
    ].join("\n");
    const result = await convertText(encode(body), { outDir: tempDir() });
    expect(result).toMatchObject({
      title: "El Faro del Norte",
      author: "Ana Quintero",
      language: "es",
    });
    expect(paragraphs(result.pages)).toContain(`${HEADING_MARKER}Capítulo I. La tormenta`);
  });

  it("reads Windows-1252 text, and names a book by its Gutenberg file name or its hash", async () => {
    const latin1 = Uint8Array.from([
      ...Buffer.from("Le caf", "latin1"),
      0xe9,
      ...Buffer.from(" au lait.", "latin1"),
    ]);
    const result = await convertText(latin1, { outDir: tempDir(), fileName: "pg777_cafe.txt" });
    expect(paragraphs(result.pages)).toEqual(["Le café au lait."]);
    expect(result.title).toBe("Cafe");
    expect((await identifyBook(latin1, { fileName: "pg777_cafe.txt" })).sourceId).toBe(
      "gutenberg:777",
    );
    expect((await identifyBook(latin1, { fileName: "cafe.txt" })).sourceId).toMatch(
      /^sha256:[0-9a-f]{64}$/,
    );
  });

  it("takes the title from a title page without a byline, keeping its accents", async () => {
    const body = [
      "DU CÔTÉ DE CHEZ SWANN",
      "",
      "",
      "Combray",
      "",
      ...hardWrap(
        "Longtemps, je me suis couché de bonne heure. Parfois, à peine ma bougie éteinte, mes yeux se fermaient si vite que je n’avais pas le temps de me dire : « Je m’endors. » Et, une demi-heure après, la pensée qu’il était temps de chercher le sommeil m’éveillait.",
      ),
      "",
      ...hardWrap(
        "Il me semblait que j’étais moi-même ce dont parlait l’ouvrage : une église, un quatuor, la rivalité de François Ier et de Charles Quint. Cette croyance survivait pendant quelques secondes à mon réveil ; elle ne choquait pas ma raison mais pesait comme des écailles sur mes yeux et les empêchait de se rendre compte que le bougeoir n’était plus allumé. Puis elle commençait à me devenir inintelligible, comme après la métempsycose les pensées d’une existence antérieure ; le sujet du livre se détachait de moi, j’étais libre de m’y appliquer ou non ; aussitôt je recouvrais la vue et j’étais bien étonné de trouver autour de moi une obscurité, douce et reposante pour mes yeux, mais peut-être plus encore pour mon esprit, à qui elle apparaissait comme une chose sans cause, incompréhensible, comme une chose vraiment obscure. Je me demandais quelle heure il pouvait être ; j’entendais le sifflement des trains qui, plus ou moins éloigné, comme le chant d’un oiseau dans une forêt, relevant les distances, me décrivait l’étendue de la campagne déserte où le voyageur se hâte vers la station prochaine ; et le petit chemin qu’il suit va être gravé dans son souvenir par l’excitation qu’il doit à des lieux nouveaux, à des actes inaccoutumés, à la causerie récente et aux adieux sous la lampe étrangère qui le suivent encore dans le silence de la nuit, à la douceur prochaine du retour.",
      ),
    ].join("\n");
    const result = await convertText(encode(body), {
      outDir: tempDir(),
      fileName: "du_cote_de_chez_swann.txt",
    });
    expect(result).toMatchObject({ title: "Du Côté de Chez Swann", language: "fr" });
  });

  it("sets a licence header's title in capitals in title case", async () => {
    const text = lighthouseText().replace(
      /Title: .*\r?\n.*Coast/,
      "Title: A CHRISTMAS CAROL IN PROSE BEING A Ghost Story of Christmas",
    );
    const result = await convertText(encode(text), { outDir: tempDir() });
    expect(result.title).toBe("A Christmas Carol in Prose Being a Ghost Story of Christmas");
  });

  it("names a text that starts straight away by its file name", async () => {
    const body = hardWrap(
      "The morning was grey and the harbour quiet when the boats came in, one after another, their sails furled and their decks wet with spray.",
    ).join("\n");
    const result = await convertText(encode(body), {
      outDir: tempDir(),
      fileName: "harbour_morning_final_v2.txt",
    });
    expect(result.title).toBe("Harbour Morning");
  });

  it("refuses a text with nothing to read", async () => {
    const error = await convertText(encode("\n\n   \n"), { outDir: tempDir() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).userMessage).toBe("This book has no text to import.");
  });
});

import { describe, expect, it } from "vitest";
import { convertText } from "../src/index.js";
import { tempDir } from "./support/book.js";
import { wrap } from "./support/fixtures.js";
import { LICENCE_FOOTER, LICENCE_HEADER } from "./support/gutenberg-text.js";

const encode = (text: string) => new TextEncoder().encode(text);

const OPENING = wrap(
  "Longtemps, je me suis couché de bonne heure. Parfois, à peine ma bougie éteinte, mes yeux se fermaient si vite que je n’avais pas le temps de me dire : « Je m’endors. » Et, une demi-heure après, la pensée qu’il était temps de chercher le sommeil m’éveillait ; je voulais poser le volume que je croyais avoir encore dans les mains et souffler ma lumière.",
  70,
);

/** Du côté de chez Swann as a text without a licence header begins. */
const SWANN_TITLE_PAGE = [
  "MARCEL PROUST",
  "",
  "À LA RECHERCHE DU TEMPS PERDU",
  "",
  "TOME I",
  "",
  "DU CÔTÉ DE CHEZ SWANN",
  "",
  "",
  "",
  "                    A MONSIEUR GASTON CALMETTE",
  "",
  "                 _Comme un témoignage de profonde",
  "                 et affectueuse reconnaissance._",
  "",
  "                                        MARCEL PROUST.",
  "",
  "",
  "",
  "PREMIÈRE PARTIE",
  "",
  "COMBRAY",
  "",
  "I",
  "",
  ...[1, 2, 3].flatMap(() => [...OPENING, ""]),
];

describe("a plain text's title page", () => {
  it("reads author, series, volume and title: Du côté de chez Swann by Marcel Proust", async () => {
    const result = await convertText(encode(SWANN_TITLE_PAGE.join("\r\n")), {
      outDir: tempDir(),
      fileName: "pg2650.txt",
    });
    expect(result).toMatchObject({
      title: "Du Côté de Chez Swann",
      author: "Marcel Proust",
      language: "fr",
    });
  });

  it("reads a name above the title without a volume line", async () => {
    const text = ["HONORÉ DE BALZAC", "", "EUGÉNIE GRANDET", "", "", ...OPENING].join("\n");
    const result = await convertText(encode(text), { outDir: tempDir() });
    expect(result).toMatchObject({ title: "Eugénie Grandet", author: "Honoré de Balzac" });
  });

  it("lets the licence header's Title and Author win over the title page", async () => {
    const text = [LICENCE_HEADER, ...SWANN_TITLE_PAGE, LICENCE_FOOTER].join("\r\n");
    const result = await convertText(encode(text), { outDir: tempDir() });
    expect(result).toMatchObject({
      title: "The Lighthouse Keeper A Tale of the Northern Coast",
      author: "Mara Quill",
    });
  });
});

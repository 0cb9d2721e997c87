import { describe, expect, it } from "vitest";
import {
  displayTitle,
  isJunkMetadata,
  proposeTitle,
  titleFromFileName,
  usableMetadata,
} from "./book-titles.js";

describe("junk metadata", () => {
  // Titles and authors found in the metadata of real PDFs (the shared corpus).
  it.each([
    "SE:W:CAR:MP",
    "SE:W:CAR:MP:I:S",
    "Microsoft Word - chapter 3.doc",
    "untitled",
    "Untitled-1",
    "zen_of_python.txt",
    "constitution_pdf2",
    "personwithdog",
    "imagemagick-CCITTFaxDecode",
    "Model",
    "Print",
    "pdfTeX-1.40.21",
    "   ",
    "1234",
    "https://example.org/book",
    // The first heading of us_constitution.pdf, its small words set without spaces.
    "THE CONSTITUTION oftheUnitedStates",
  ])("refuses %j", (value) => {
    expect(isJunkMetadata(value)).toBe(true);
    expect(usableMetadata(value)).toBeNull();
  });

  it.each([
    "Free Culture",
    "Lawrence Lessig",
    "The Digital Millennium Copyright Act of 1998",
    "CalRGB Color Space Test PDF",
    "Emma",
    "Ulysses",
    "呻吟語",
    "Du Côté de Chez Swann",
    "JavaScript: The Good Parts",
    "The McDonald Sisters of MacKenzie Street",
  ])("keeps %j", (value) => {
    expect(usableMetadata(value)).toBe(value);
  });

  it("tidies what it keeps: spaces and the NULs of UTF-16 strings", () => {
    expect(usableMetadata("  Free\u0000   Culture \n")).toBe("Free Culture");
    expect(usableMetadata(null)).toBeNull();
  });
});

describe("title from a file name", () => {
  it.each([
    ["pg1342_pride_and_prejudice.txt", "Pride and Prejudice"],
    ["my-great-novel_final_v2.pdf", "My Great Novel"],
    ["Free_Culture_Lessig.pdf", "Free Culture Lessig"],
    ["THE_TIME_MACHINE (1).pdf", "The Time Machine"],
    ["scan_2023-05-01_war-and-peace.pdf", "War and Peace"],
    ["C:\\Users\\ana\\Documents\\the_old_man_and_the_sea.pdf", "The Old Man and the Sea"],
  ])("%s → %s", (fileName, title) => {
    expect(titleFromFileName(fileName)).toBe(title);
  });

  it("gives nothing for a bare number or noise alone", () => {
    expect(titleFromFileName("12345.txt")).toBeNull();
    expect(titleFromFileName("final_v2.pdf")).toBeNull();
  });
});

describe("proposed title", () => {
  it("prefers the PDF's own title when it is a real one", () => {
    expect(proposeTitle("Free Culture", "freeculture.pdf")).toBe("Free Culture");
  });

  it("falls back to the cleaned file name when the metadata is junk or missing", () => {
    expect(proposeTitle("constitution_pdf2", "us_constitution.pdf")).toBe("Us Constitution");
    expect(proposeTitle("Microsoft Word - draft.doc", "the_raven_final.pdf")).toBe("The Raven");
    expect(proposeTitle(null, "12345.pdf")).toBe("");
  });
});

describe("title shown", () => {
  it("sets a title in capitals in title case, small words lower case", () => {
    expect(displayTitle("A CHRISTMAS CAROL IN PROSE BEING A Ghost Story of Christmas", "en")).toBe(
      "A Christmas Carol in Prose Being a Ghost Story of Christmas",
    );
    expect(displayTitle("THE LIFE OF HENRY VIII: A STUDY")).toBe("The Life of Henry VIII: A Study");
  });

  it("keeps each language's small words and its accents", () => {
    expect(displayTitle("DU CÔTÉ DE CHEZ SWANN", "fr")).toBe("Du Côté de Chez Swann");
    expect(displayTitle("EL INGENIOSO HIDALGO DON QUIJOTE DE LA MANCHA", "es")).toBe(
      "El Ingenioso Hidalgo Don Quijote de la Mancha",
    );
    expect(displayTitle("ALICE'S ADVENTURES IN WONDERLAND", "en")).toBe(
      "Alice's Adventures in Wonderland",
    );
  });

  it("keeps a title already in mixed case", () => {
    expect(displayTitle("Moby Dick; Or, The Whale", "en")).toBe("Moby Dick; Or, The Whale");
    expect(displayTitle("呻吟語 (Shen Yin Yu)")).toBe("呻吟語 (Shen Yin Yu)");
  });
});

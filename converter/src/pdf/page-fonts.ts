import * as mupdf from "mupdf";

/**
 * What `read` makes of the font dictionaries of the page's resources (none for a page that
 * is not a PDF's), read on the first call only: most pages never need them.
 */
export function fromPageFonts<T>(page: mupdf.Page, read: (fonts: mupdf.PDFObject[]) => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: read(pageFonts(page)) };
    return made.value;
  };
}

function pageFonts(page: mupdf.Page): mupdf.PDFObject[] {
  if (!(page instanceof mupdf.PDFPage)) return [];
  const dictionary = page.getObject().getInheritable("Resources").get("Font");
  const fonts: mupdf.PDFObject[] = [];
  if (!dictionary.isDictionary()) return fonts;
  dictionary.forEach((font) => {
    fonts.push(font);
  });
  return fonts;
}

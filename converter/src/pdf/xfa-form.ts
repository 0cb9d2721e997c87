import type * as mupdf from "mupdf";

/**
 * What the static pages of a dynamic XFA form say instead of the form: Adobe's placeholder
 * ("Please wait... If this message is not eventually replaced by the proper contents of
 * the document, your PDF viewer may not be able to display this type of document.").
 */
const XFA_PLACEHOLDER = /please wait|may not be able to display this type of document/i;

/**
 * A dynamic XFA form: its pages exist only in the XFA description, which MuPDF does not
 * lay out, so the PDF's own pages hold nothing but the placeholder. A form with XFA whose
 * pages carry the real content (a static form, an AcroForm with XFA beside it) is read as
 * usual. Only documents naming XFA pay for reading the first page's text.
 */
export function isDynamicXfaForm(document: mupdf.Document): boolean {
  const pdf = document.asPDF();
  if (!pdf) return false;
  const xfa = pdf.getTrailer().get("Root").get("AcroForm").get("XFA");
  if (xfa.isNull()) return false;
  const page = document.loadPage(0);
  try {
    const text = page.toStructuredText("").asText();
    return XFA_PLACEHOLDER.test(text.replace(/\s+/g, " "));
  } finally {
    page.destroy();
  }
}

import { usableMetadata } from "@bindery/contract/book-titles";
import * as mupdf from "mupdf";
import { ConversionError, conversionMessages } from "../errors.js";
import { type OutlineEntry, readOutline } from "./outline.js";
import { passwordCandidates } from "./password.js";
import { isDynamicXfaForm } from "./xfa-form.js";

/** What is known about a PDF once it is open. */
export interface DocumentInfo {
  pageCount: number;
  title: string | null;
  author: string | null;
  /** The document's declared language (catalog /Lang), when it has one. */
  declaredLanguage: string | null;
  /** The page progression the file declares (/ViewerPreferences /Direction), when it does. */
  declaredDirection: "rtl" | "ltr" | null;
  /** MuPDF had to rebuild the file's structure (it was damaged). */
  repaired: boolean;
  /** The bookmarks, flattened; empty when the file has none. */
  outline: OutlineEntry[];
}

// MuPDF reports recoverable damage as warnings on stderr; the conversion handles damage itself.
mupdf.setLog({ warning: () => {}, error: () => {} });
// Colour management costs rendering time and changes little in book pages and pictures.
mupdf.disableICC();

/**
 * Opens a PDF with MuPDF (which repairs damaged cross-reference tables as it opens),
 * unlocks it with the password when it is encrypted, and checks the page limit.
 */
export function openPdf(
  bytes: Uint8Array,
  options: { password?: string; maxPages: number },
): { document: mupdf.Document; info: DocumentInfo } {
  const document = openOrFail(bytes);
  if (document.needsPassword()) unlock(document, options.password);

  let pageCount: number;
  try {
    pageCount = document.countPages();
  } catch (cause) {
    throw new ConversionError("broken", conversionMessages.broken, { cause });
  }
  if (pageCount === 0) {
    // MuPDF opens almost any bytes after "%PDF-"; a file it finds no page in is not readable.
    throw new ConversionError("broken", conversionMessages.broken, { cause: "no pages found" });
  }
  if (pageCount > options.maxPages) {
    throw new ConversionError("too_many_pages", conversionMessages.tooManyPages(options.maxPages));
  }
  if (readsAsXfaForm(document)) {
    throw new ConversionError("xfa_form", conversionMessages.xfaForm);
  }
  const pdf = document.asPDF();
  return {
    document,
    info: {
      pageCount,
      // Junk ("SE:W:CAR:MP", "Microsoft Word - …") is no title or author.
      title: usableMetadata(cleanMetadata(document.getMetaData(mupdf.Document.META_INFO_TITLE))),
      author: usableMetadata(cleanMetadata(document.getMetaData(mupdf.Document.META_INFO_AUTHOR))),
      declaredLanguage: cleanMetadata(pdf?.getLanguage() ?? undefined),
      declaredDirection: pdf ? declaredDirection(pdf) : null,
      repaired: pdf?.wasRepaired() ?? false,
      outline: readOutline(document),
    },
  };
}

/** /ViewerPreferences /Direction: /R2L for right-to-left books, /L2R (the default) otherwise. */
function declaredDirection(pdf: mupdf.PDFDocument): "rtl" | "ltr" | null {
  try {
    const direction = pdf.getTrailer().get("Root").get("ViewerPreferences").get("Direction");
    if (!direction.isName()) return null;
    const name = direction.asName();
    return name === "R2L" ? "rtl" : name === "L2R" ? "ltr" : null;
  } catch {
    // A damaged catalog says nothing about direction; the text's script still decides.
    return null;
  }
}

/** A damaged catalog that cannot even be asked about XFA is not an XFA form. */
function readsAsXfaForm(document: mupdf.Document): boolean {
  try {
    return isDynamicXfaForm(document);
  } catch {
    return false;
  }
}

function openOrFail(bytes: Uint8Array): mupdf.Document {
  try {
    return mupdf.Document.openDocument(bytes, "application/pdf");
  } catch (cause) {
    throw new ConversionError("broken", conversionMessages.broken, { cause });
  }
}

function unlock(document: mupdf.Document, password: string | undefined): void {
  if (password === undefined || password === "") {
    throw new ConversionError("encrypted", conversionMessages.encrypted);
  }
  const unlocked = passwordCandidates(password).some(
    (candidate) => document.authenticatePassword(candidate) !== 0,
  );
  if (!unlocked) throw new ConversionError("wrong_password", conversionMessages.wrongPassword);
}

/** Metadata strings are often padded, empty, or carry broken encodings. */
function cleanMetadata(value: string | undefined): string | null {
  const cleaned = value?.replace(/[\uFFFD\p{Cc}]/gu, "").trim();
  return cleaned ? cleaned : null;
}

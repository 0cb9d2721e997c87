import path from "node:path";
import { displayTitle, usableMetadata } from "@bindery/contract";
import sharp from "sharp";
import { readableOr404 } from "../book-data/book-access.js";
import type { BookRow } from "../books/books.repo.js";
import { createContentsService } from "../contents/contents.service.js";
import type { Repos } from "../feature-deps.js";
import type { FileStorage } from "../storage/file-storage.js";
import { buildEpub, type EpubImage, type EpubPage } from "./epub-document.js";

/** Languages written right to left (primary subtags). */
const RTL_LANGUAGES = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "ku",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LETTER = /\p{L}/gu;
const BCP47 = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** The book's language as a BCP 47 tag, or "und" (undetermined) when it has none usable. */
export function languageTag(language: string | null): string {
  const tag = language?.trim().replace(/_/g, "-") ?? "";
  return BCP47.test(tag) ? tag : "und";
}

/**
 * Right to left when its language is written so, or, with no language known, when most of
 * the letters of its first pages are Hebrew or Arabic script (a converted PDF seldom says).
 */
export function isRightToLeft(language: string, sample: string): boolean {
  const primary = language.split("-")[0]?.toLowerCase() ?? "";
  if (primary !== "und") return RTL_LANGUAGES.has(primary);
  const letters = sample.match(LETTER)?.length ?? 0;
  const rtl = sample.match(RTL_LETTER)?.length ?? 0;
  return letters > 0 && rtl * 2 > letters;
}

/**
 * Bindery stores images as WebP, which EPUB readers before EPUB 3.3 (and EPUBCheck 4) do
 * not take: each goes in as JPEG, or PNG when it has transparency.
 */
async function epubImage(
  data: Buffer,
  name: string,
): Promise<Omit<EpubImage, "href"> & { ext: string }> {
  if (/\.(jpe?g)$/i.test(name)) return { data, mediaType: "image/jpeg", ext: "jpg" };
  if (/\.png$/i.test(name)) return { data, mediaType: "image/png", ext: "png" };
  const image = sharp(data, { failOn: "none" });
  const { hasAlpha } = await image.metadata();
  if (hasAlpha) return { data: await image.png().toBuffer(), mediaType: "image/png", ext: "png" };
  return {
    data: await image.flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer(),
    mediaType: "image/jpeg",
    ext: "jpg",
  };
}

/** The EPUB export of a book, for whoever may read it. */
export function createEpubExportService(
  repos: Pick<Repos, "books" | "pages" | "bookContents">,
  storage: FileStorage,
) {
  const contentsService = createContentsService(repos);

  return {
    async export(
      bookId: string,
      userId: string | null,
    ): Promise<{ book: BookRow; title: string; epub: Uint8Array }> {
      const book = readableOr404(await repos.books.findBook(bookId), userId);
      const rows = book.bindery_pages_count
        ? await repos.pages.listRange(book.id, { start: 0, end: book.bindery_pages_count - 1 })
        : [];
      const { entries } = await contentsService.contents(book.id, userId);

      const images: EpubImage[] = [];
      const hrefOfKey = new Map<string, string>();
      const addImage = async (key: string, base: string): Promise<string | null> => {
        const known = hrefOfKey.get(key);
        if (known) return known;
        let data: Buffer;
        try {
          data = await storage.read(key);
        } catch {
          // A file gone from storage leaves its picture out rather than the whole export.
          return null;
        }
        const converted = await epubImage(data, key);
        const href = `images/${base}.${converted.ext}`;
        images.push({ href, mediaType: converted.mediaType, data: converted.data });
        hrefOfKey.set(key, href);
        return href;
      };

      const coverHref = book.cover_key ? await addImage(book.cover_key, "cover") : null;
      const pages: EpubPage[] = [];
      for (const row of rows) {
        const keys = JSON.parse(row.visual_content) as string[];
        const alts = JSON.parse(row.visual_alt) as string[];
        const pageImages: { href: string; alt: string }[] = [];
        for (const [index, key] of keys.entries()) {
          const base = `${path
            .basename(key)
            .replace(/\.[^.]+$/, "")
            .replace(/[^A-Za-z0-9_-]/g, "_")}-${images.length + 1}`;
          const href = await addImage(key, base);
          if (href) pageImages.push({ href, alt: alts[index] ?? "" });
        }
        pages.push({
          page_order: row.page_order,
          content: row.page_content,
          images: pageImages,
          continues_paragraph: row.continues_paragraph === 1,
        });
      }

      const language = languageTag(book.language);
      const sample = rows
        .slice(0, 20)
        .map((row) => row.page_content)
        .join("\n");
      const title =
        book.is_public_domain === 1 ? displayTitle(book.title, book.language) : book.title;
      const epub = buildEpub({
        id: book.id,
        title,
        author: usableMetadata(book.author),
        language,
        description: book.description,
        modified: Number(book.updated_at),
        rtl: isRightToLeft(language, sample),
        pages,
        contents: entries,
        images,
        coverHref,
      });
      return { book, title, epub };
    },
  };
}

import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bookText, convert, isWebp, tempDir } from "./support/book.js";
import {
  COLOUR_PAGES,
  colourPagesPdf,
  drawingPdf,
  LOREM,
  picturePdf,
  picturesPdf,
  scanPdf,
  unmappedVersesPdf,
  wrap,
} from "./support/fixtures.js";
import { PdfBuilder } from "./support/pdf-builder.js";

describe("pictures", () => {
  it("writes embedded pictures as WebP in reading order and skips icons and rules", async () => {
    const result = await convert(picturePdf());
    const images = result.pages.flatMap((page) => page.visual_content);
    expect(images).toEqual(["images/page-0001-1.webp"]);
    const file = join(result.outDir, images[0] as string);
    expect(isWebp(file)).toBe(true);
    const { width, height } = await sharp(file).metadata();
    expect(width).toBe(600);
    expect(height).toBe(400);
    // The picture sits between two paragraphs: the first shares its page, the second follows.
    expect(result.pages[0]?.page_content).toBe(LOREM[2]);
    expect(result.pages[0]?.visual_content).toEqual(images);
    expect(result.pages[1]?.page_content).toBe(LOREM[3]);
  });
});

describe("images written by page workers", () => {
  it("writes every page's images, the pictures before their page is handed on", async () => {
    const pictureSeenMissing: string[] = [];
    const outDir = tempDir();
    const result = await convert(picturesPdf(6), {
      concurrency: 2,
      onPages: async (pages) => {
        for (const file of pages.flatMap((page) => page.visual_content)) {
          if (!existsSync(join(outDir, file))) pictureSeenMissing.push(file);
        }
      },
      outDir,
    });
    expect(pictureSeenMissing).toEqual([]);
    expect(result.pages.flatMap((page) => page.visual_content)).toHaveLength(6);
    expect(result.snapshots).toHaveLength(6);
    for (const { file, thumb } of result.snapshots) {
      expect(existsSync(join(outDir, file))).toBe(true);
      expect(existsSync(join(outDir, thumb))).toBe(true);
    }
    expect(existsSync(join(outDir, result.cover))).toBe(true);
  });
});

describe("snapshots, thumbnails and cover", () => {
  it("renders a page with a picture to a JPEG snapshot at 1300 px, a JPEG thumbnail at 186 px (a seventh), and the cover (WebP) from page 1", async () => {
    const result = await convert(picturePdf());
    expect(result.snapshots).toEqual([
      { page_number: 1, file: "snapshots/page-0001.jpg", thumb: "thumbnails/page-0001.jpg" },
    ]);
    const snapshot = await sharp(join(result.outDir, "snapshots/page-0001.jpg")).metadata();
    expect(snapshot.format).toBe("jpeg");
    expect(Math.max(snapshot.width ?? 0, snapshot.height ?? 0)).toBe(1300);
    const thumb = await sharp(join(result.outDir, "thumbnails/page-0001.jpg")).metadata();
    expect(thumb.format).toBe("jpeg");
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(186);
    expect(result.cover).toBe("cover.webp");
    expect(isWebp(join(result.outDir, result.cover))).toBe(true);
  });

  it("writes pages in greys with one channel and pages in colour with three, the snapshots and thumbnails of pages of text and vector art in greys as PNG and all others as JPEG", async () => {
    const result = await convert(colourPagesPdf());
    const metadata = (files: string[]) =>
      Promise.all(files.map((file) => sharp(join(result.outDir, file)).metadata()));
    const snapshots = await metadata(result.snapshots.map(({ file }) => file));
    const thumbnails = await metadata(result.snapshots.map(({ thumb }) => thumb));
    const channels = COLOUR_PAGES.map(({ colour }) => (colour ? 3 : 1));
    expect(snapshots.map((image) => image.channels)).toEqual(channels);
    expect(thumbnails.map((image) => image.channels)).toEqual(channels);

    const lineArt = COLOUR_PAGES.map(({ colour, images }) => !colour && !images);
    const name = (png: boolean, i: number) => `page-000${i + 1}.${png ? "png" : "jpg"}`;
    expect(result.snapshots.map(({ file }) => file)).toEqual(
      lineArt.map((png, i) => `snapshots/${name(png, i)}`),
    );
    expect(result.snapshots.map(({ thumb }) => thumb)).toEqual(
      lineArt.map((png, i) => `thumbnails/${name(png, i)}`),
    );
    const formats = lineArt.map((png) => (png ? "png" : "jpeg"));
    expect(snapshots.map((image) => image.format)).toEqual(formats);
    expect(thumbnails.map((image) => image.format)).toEqual(formats);
    // The cover is WebP, which has no one-channel form.
    expect(isWebp(join(result.outDir, result.cover))).toBe(true);
  });
});

describe("pages without text", () => {
  it("shows a scanned page as an image page of its snapshot, never an empty page", async () => {
    const result = await convert(scanPdf());
    expect(result.pages).toEqual([
      {
        page_order: 0,
        page_number: 1,
        page_content: "",
        visual_content: ["snapshots/page-0001.jpg"],
      },
    ]);
    expect(existsSync(join(result.outDir, "snapshots/page-0001.jpg"))).toBe(true);
    // The scan itself is not extracted a second time as a picture.
    expect(bookText(result.pages)).toBe("");
  });

  it("shows a page set in a font without a Unicode map as its snapshot, after its legible lines", async () => {
    const result = await convert(unmappedVersesPdf());
    expect(
      result.pages.map(({ page_content, visual_content }) => ({ page_content, visual_content })),
    ).toEqual([
      // The verse numbers are left to the snapshot, with the verses they stand by; the
      // snapshot has a book page of its own, not the space the title leaves.
      { page_content: "# Verses of the morning hymn", visual_content: [] },
      { page_content: "", visual_content: ["snapshots/page-0001.png"] },
    ]);
  });

  it("shows a part's title page as its title and its snapshot, without its ornament as text", async () => {
    // As freeculture.pdf's part titles: the title, and a row of bars set as characters,
    // before the part's first page of text.
    const pdf = new PdfBuilder()
      .page((p) => {
        p.text(200, 300, "PIRACY", { size: 24, bold: true });
        p.text(60, 400, "| || ||| | || ||| | || ||| | || ||| | || |||", { size: 18 });
      })
      .page((p) => p.lines(40, 60, wrap(`${LOREM[0]} ${LOREM[1]}`)))
      .bytes();
    const [title] = (await convert(pdf)).pages;
    expect(title).toMatchObject({
      page_content: "# PIRACY",
      visual_content: ["snapshots/page-0001.png"],
    });
  });

  it("shows a page of vector drawing as its snapshot", async () => {
    const result = await convert(drawingPdf());
    expect(result.pages.map((page) => page.visual_content)).toEqual([["snapshots/page-0001.jpg"]]);
  });
});

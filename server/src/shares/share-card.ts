import { SHARE_CARD_SIZE } from "@bindery/contract";
import sharp from "sharp";
import type { FileStorage } from "../storage/file-storage.js";

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
/** The cover stands this tall on the card, with room around it for the backdrop. */
const COVER_HEIGHT = 540;
const SHADOW = 28;
/** The site's night and paper colours (web styles.css), for a book without a cover. */
const NIGHT = "#231b16";
const PAPER = "#f8f3ea";
const ACCENT = "#8a3324";
/** Cards kept in memory: an unfurler asks once, a busy link a few times. */
const KEPT_CARDS = 64;

/**
 * A book's preview card, 1200×630 JPEG (what link unfurlers show): its cover standing on
 * a blurred, darkened copy of itself; a book without a cover (plain text, EPUB without
 * one) gets a plain drawn book on paper, no text, which needs no fonts on the server.
 */
export async function renderShareCard(cover: Buffer | null): Promise<Buffer> {
  if (!cover) return plainCard();
  const backdrop = await sharp(cover, { failOn: "none" })
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .blur(36)
    .modulate({ brightness: 0.5 })
    .toBuffer();
  const front = await sharp(cover, { failOn: "none" })
    .resize({ height: COVER_HEIGHT, width: WIDTH - 2 * SHADOW, fit: "inside" })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = front.info;
  // A soft shadow: the cover's shape in translucent black, given room, then blurred.
  const shadow = await sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.6 } },
  })
    .extend({
      top: SHADOW,
      bottom: SHADOW,
      left: SHADOW,
      right: SHADOW,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .blur(SHADOW / 2)
    .png()
    .toBuffer();
  const left = Math.round((WIDTH - width) / 2);
  const top = Math.round((HEIGHT - height) / 2);
  return sharp(backdrop)
    .composite([
      { input: shadow, left: left - SHADOW, top: top - SHADOW + 8 },
      { input: front.data, left, top },
    ])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

function plainCard(): Promise<Buffer> {
  const bookWidth = 300;
  const bookHeight = 420;
  const x = (WIDTH - bookWidth) / 2;
  const y = (HEIGHT - bookHeight) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${PAPER}"/>
  <rect x="${x + 10}" y="${y + 14}" width="${bookWidth}" height="${bookHeight}" rx="8" fill="${NIGHT}" opacity="0.25"/>
  <rect x="${x}" y="${y}" width="${bookWidth}" height="${bookHeight}" rx="8" fill="${ACCENT}"/>
  <rect x="${x}" y="${y}" width="22" height="${bookHeight}" rx="4" fill="${NIGHT}" opacity="0.35"/>
  <rect x="${x + 60}" y="${y + 120}" width="${bookWidth - 100}" height="10" rx="5" fill="${PAPER}" opacity="0.85"/>
  <rect x="${x + 80}" y="${y + 150}" width="${bookWidth - 140}" height="6" rx="3" fill="${PAPER}" opacity="0.6"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/**
 * The cards of recent books, made once per book and cover (a new cover makes a new card):
 * a link asked for again costs no image work, and a burst of unfurls cannot keep the
 * server busy drawing the same card. Least recently used dropped first.
 */
export function createShareCards(storage: FileStorage) {
  const cards = new Map<string, Promise<Buffer>>();
  return (book: { id: string; cover_key: string | null }): Promise<Buffer> => {
    const key = `${book.id}:${book.cover_key ?? ""}`;
    let card = cards.get(key);
    if (card) {
      cards.delete(key);
    } else {
      card = (async () =>
        renderShareCard(book.cover_key ? await storage.read(book.cover_key) : null))();
      // A card that failed (a cover gone missing) is made again next time.
      card.catch(() => cards.delete(key));
    }
    cards.set(key, card);
    if (cards.size > KEPT_CARDS) {
      const oldest = cards.keys().next().value;
      if (oldest !== undefined) cards.delete(oldest);
    }
    return card;
  };
}

import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { synthesizePageTurn } from "./audio/page-turn.js";
import { writeFileAtomically } from "./manifest.js";
import { Random } from "./random.js";

/** Where the build writes the reader's sounds; the web app imports them from here. */
export const SOUNDS_DIR = fileURLToPath(new URL("../dist/sounds/", import.meta.url));
export const PAGE_TURN_FILE = "page-turn.mp3";

/** One fixed seed: the same sources always build the same bytes (and the same hashed URL). */
const PAGE_TURN_SEED = 0x7a9e;

export async function writePageTurnSound(): Promise<void> {
  await fs.mkdir(SOUNDS_DIR, { recursive: true });
  const mp3 = await synthesizePageTurn(new Random(PAGE_TURN_SEED));
  await writeFileAtomically(path.join(SOUNDS_DIR, PAGE_TURN_FILE), mp3);
}

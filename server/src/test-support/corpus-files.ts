import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The shared corpus of real books and PDFs, beside the project's folder; BINDERY_CORPUS_DIR
 * points elsewhere (a second work tree). Tests skip, saying so, when it is absent.
 */
export const CORPUS_DIR =
  process.env.BINDERY_CORPUS_DIR ??
  fileURLToPath(new URL("../../../../shared/corpus", import.meta.url));

export const corpusFile = (relative: string) => join(CORPUS_DIR, relative);
export const corpusAvailable = () => existsSync(join(CORPUS_DIR, "pdfs", "INDEX.tsv"));

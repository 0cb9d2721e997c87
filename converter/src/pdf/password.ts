/**
 * The forms of a password worth trying. AES-256 PDFs (revision 6) expect the password
 * prepared with SASLprep, which MuPDF does not apply: characters "mapped to nothing"
 * (soft hyphens, zero-width spaces…) are dropped, other spaces become U+0020, and the
 * result is NFKC-normalized (so "ª" becomes "a"). This is that mapping, without the
 * rarely relevant prohibited-character checks.
 */
const MAPPED_TO_NOTHING =
  /\u00AD|\u034F|\u1806|[\u180B-\u180D]|[\u200B-\u200D]|\u2060|[\uFE00-\uFE0F]|\uFEFF/g;
const NON_ASCII_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

export function passwordCandidates(password: string): string[] {
  const prepared = password
    .replace(MAPPED_TO_NOTHING, "")
    .replace(NON_ASCII_SPACE, " ")
    .normalize("NFKC");
  return prepared === password ? [password] : [password, prepared];
}

/**
 * Share links: the rules web and server share, without zod (the shared reader and My Books
 * use them and must not carry the schemas; shares.ts holds those).
 *
 * The owner of an uploaded book makes one link for it at a time. The link's token is 32
 * random bytes written in base64url (256 bits, 43 characters); whoever holds it reads the
 * book at its page, `/share/<token>`, or in an iframe at `/share/<token>/embed`, without an
 * account. The server keeps only the token's hash for finding it (and, sealed, the token
 * itself, so the owner can copy the link again).
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The site-root paths of a share: its page, its embed, its preview card and its files. */
export const SHARE_PATH_PREFIX = "/share/";
export const sharePagePath = (token: string) => `${SHARE_PATH_PREFIX}${token}`;
export const shareEmbedPath = (token: string) => `${SHARE_PATH_PREFIX}${token}/embed`;
export const shareCardPath = (token: string) => `${SHARE_PATH_PREFIX}${token}/card.jpg`;
/** The preview card unfurlers show (og:image): 1200×630, the size they ask for. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
export const shareFilesPrefix = (token: string) => `${SHARE_PATH_PREFIX}${token}/files/`;

/**
 * A share page's path, read as the web app's router and the server read it: the token,
 * and whether it is the embed. null for any other path.
 */
export function sharePathParts(pathname: string): { token: string; embed: boolean } | null {
  const match = /^\/share\/([A-Za-z0-9_-]{43})(\/embed)?\/?$/.exec(pathname);
  return match?.[1] ? { token: match[1], embed: match[2] !== undefined } : null;
}

/**
 * The header that carries what unlocks a password-protected share (the answer to the
 * password, valid for SHARE_ACCESS_HOURS), on the API's calls; file addresses the server
 * writes for such a share carry it as `?access=`.
 */
export const SHARE_ACCESS_HEADER = "x-share-access";
export const SHARE_ACCESS_HOURS = 12;

export const sharePasswordLimits = { min: 4, max: 128 } as const;
/** The days of views the owner is shown, today included. */
export const SHARE_VIEW_DAYS = 30;
/** A visit: a random id the reader's tab makes once per session (sessionStorage). */
export const SHARE_VISIT_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The size an embed asks for unless told otherwise (the snippet and the oEmbed answer). */
export const EMBED_SIZE = { width: 800, height: 600 } as const;

/** The iframe that embeds a share: responsive (full width up to its size), titled, lazy. */
export function embedSnippet(
  embedUrl: string,
  title: string,
  size: { width: number; height: number } = EMBED_SIZE,
): string {
  const escaped = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${escaped(embedUrl)}" title="${escaped(title)}" width="${size.width}" height="${size.height}" style="max-width:100%;border:0" loading="lazy" allowfullscreen></iframe>`;
}

export const shareMessages = {
  /** Unknown, revoked or replaced: the same answer, so links cannot be probed. */
  notFound:
    "This link does not work: it was turned off or replaced. Ask the person who shared the book for a new one.",
  expired: "This link has expired. Ask the person who shared the book for a new one.",
  notShared: "This book is not shared: there is no link to show or turn off.",
  publicDomain:
    "Public-domain books are open to everyone already: copy the reader's address to share one.",
  passwordNeeded: "Enter the password to read this book.",
  wrongPassword: "That password is not right. Check it with the person who shared the book.",
  tooManyAttempts: "Too many wrong passwords. Wait a few minutes, then try again.",
  password: `A password must be ${sharePasswordLimits.min} to ${sharePasswordLimits.max} characters.`,
  expiresAt: "Give the expiry as a date and time with its time zone (ISO 8601).",
  expiresInPast: "Choose an expiry in the future.",
  allowDownload: "allow_download must be true or false.",
  downloadOff: "The person who shared this book did not allow downloads.",
  visit: "visit must be a random id of 16 to 64 letters, digits, - or _.",
  tooManyViews: "Too many views from this address. Please slow down.",
} as const;

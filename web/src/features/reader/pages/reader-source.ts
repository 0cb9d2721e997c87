import { SHARE_ACCESS_HEADER } from "@bindery/contract";

/**
 * Where the reader's book comes from: a book by its id (a public one for anyone, a
 * private one for its signed-in owner), or a share link's token, for anyone holding it
 * (`access`: what unlocked a password-protected link, or null). The reader reads both
 * the same way; only the calls differ (reader-api.ts, navigation-api.ts).
 */
export type ReaderSource =
  | { kind: "book"; bookId: string; signedIn: boolean }
  | { kind: "share"; bookId: string; token: string; access: string | null };

/** A book opened by its id. */
export const bookSource = (bookId: string, signedIn: boolean): ReaderSource => ({
  kind: "book",
  bookId,
  signedIn,
});

/**
 * Whether the reader reads as a signed-in member: progress, type settings and notes on
 * the server. A shared book is read as a guest, whoever opens it.
 */
export const readsSignedIn = (source: ReaderSource): boolean =>
  source.kind === "book" && source.signedIn;

/** What keeps two sources' answers for the same book apart in the query cache. */
export const sourceKey = (source: ReaderSource): string =>
  source.kind === "book" ? (source.signedIn ? "member" : "guest") : `share:${source.token}`;

/**
 * One of a pair of calls, as `source` asks: the book's own route by its id (with the
 * bearer token for a signed-in reader), or the share link's by its token (with what
 * unlocked it). Each caller names its two endpoints, so both calls keep their own types.
 */
export function bySource<T>(
  source: ReaderSource,
  calls: {
    book(bookId: string, auth: boolean): Promise<T>;
    share(token: string, headers: Record<string, string> | undefined): Promise<T>;
  },
): Promise<T> {
  return source.kind === "share"
    ? calls.share(
        source.token,
        source.access ? { [SHARE_ACCESS_HEADER]: source.access } : undefined,
      )
    : calls.book(source.bookId, source.signedIn);
}

import {
  embedSnippet,
  type MyShares,
  SHARE_VIEW_DAYS,
  type Share,
  type ShareAccess,
  type ShareCreate,
  type SharedBook,
  type ShareViewsDay,
  shareEmbedPath,
  shareMessages,
  sharePagePath,
} from "@bindery/contract";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { readableOr404 } from "../book-data/book-access.js";
import { toBook } from "../books/book-view.js";
import type { BookRow } from "../books/books.repo.js";
import { firstDayOf, utcDay } from "../events/event-time.js";
import type { Repos } from "../feature-deps.js";
import { bookIdOfKey } from "../files/storage-keys.js";
import type { Clock } from "../lib/clock.js";
import {
  conflict,
  FieldError,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
} from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import type { RateLimiter } from "../lib/rate-limiter.js";
import { toTheme } from "../themes/theme-view.js";
import type { ThemeRow } from "../themes/themes.repo.js";
import type { BookShareRow, ShareWithBook } from "./book-shares.repo.js";
import { shareFileUrls } from "./share-file-urls.js";
import type { ShareKeys } from "./share-keys.js";
import { hashShareToken, newShareToken } from "./share-keys.js";

/** Wrong passwords a link takes from one address, and from everyone, in a window. */
export const UNLOCK_LIMITS = {
  perAddress: 10,
  perLink: 50,
  windowMs: 15 * 60_000,
} as const;
/** Openings one address may report a minute: a reader opens a few books, not hundreds. */
export const VIEWS_LIMIT = { max: 120, windowMs: 60_000 } as const;

export const unshowableLink =
  "This link was made before the server's secret changed and cannot be shown again: make a new link (the old one stops working then).";

export interface SharesServiceDeps {
  repos: Pick<Repos, "books" | "bookShares" | "progress" | "themes">;
  keys: ShareKeys;
  limiter: RateLimiter;
  clock: Clock;
  /** The site's address, which links are written with. */
  origin(): string;
}

/** A link that lives, with its book, and what its answers' file addresses are. */
export interface OpenShare {
  share: ShareWithBook;
  book: BookRow;
  /** The book's owner: reading through the link reads as they may. */
  ownerId: string;
  /** What unlocked a password-protected link (null without a password), for file addresses. */
  access: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * Share links: the owner makes (or replaces), shows and revokes a book's link; whoever
 * holds a link's token reads the book through it. Every read looks the token up again
 * (never a remembered answer), so a revoked, replaced or expired link stops at once, on
 * every process.
 */
export function createSharesService(deps: SharesServiceDeps) {
  const { repos, keys, limiter, clock } = deps;

  /** One of the caller's uploaded books: someone else's is "not found", a public one refused. */
  async function ownBook(bookId: string, userId: string): Promise<BookRow> {
    const book = readableOr404(await repos.books.findBook(bookId), userId);
    if (book.is_public_domain === 1) throw forbidden(shareMessages.publicDomain);
    return book;
  }

  async function viewsByBook(bookIds: string[]): Promise<Map<string, ShareViewsDay[]>> {
    const rows = await repos.bookShares.dailyViews(bookIds, firstDayOf(SHARE_VIEW_DAYS, clock()));
    const byBook = new Map<string, ShareViewsDay[]>();
    for (const row of rows) {
      const days = byBook.get(row.book_id) ?? [];
      days.push({ day: row.day, count: row.count });
      byBook.set(row.book_id, days);
    }
    return byBook;
  }

  /** The link as its owner sees it; its token is opened from its sealed copy. */
  function toShare(row: BookShareRow, title: string, views: ShareViewsDay[]): Share {
    const token = keys.openToken(row.id, row.token_sealed);
    if (!token) throw conflict(unshowableLink);
    const origin = deps.origin();
    const embedUrl = `${origin}${shareEmbedPath(token)}`;
    return {
      book_id: row.book_id,
      share_url: `${origin}${sharePagePath(token)}`,
      embed_url: embedUrl,
      embed_html: embedSnippet(embedUrl, title),
      has_password: row.password_hash !== null,
      expires_at: iso(row.expires_at),
      expired: row.expires_at !== null && Number(row.expires_at) <= clock(),
      allow_download: row.allow_download === 1,
      created_at: iso(row.created_at) ?? "",
      views,
    };
  }

  /** The link of `token` while it lives: 404 unknown (or revoked, or replaced), 410 expired. */
  async function live(token: string): Promise<ShareWithBook> {
    const share = await repos.bookShares.findByTokenHash(hashShareToken(token));
    if (!share || share.owner_id === null) throw notFound(shareMessages.notFound);
    if (share.expires_at !== null && Number(share.expires_at) <= clock()) {
      throw new HttpError(410, shareMessages.expired);
    }
    return share;
  }

  const isLocked = (share: ShareWithBook, access: string | undefined) =>
    share.password_hash !== null && !keys.unlocks(share.id, access);

  /**
   * The link of `token` and its book, for reading through it: as `live`, and 403 while a
   * password-protected link is not unlocked by `access`.
   */
  async function open(token: string, access: string | undefined): Promise<OpenShare> {
    const share = await live(token);
    if (isLocked(share, access)) throw forbidden(shareMessages.passwordNeeded);
    const book = await repos.books.findBook(share.book_id);
    if (!book || share.owner_id === null) throw notFound(shareMessages.notFound);
    return {
      share,
      book,
      ownerId: share.owner_id,
      access: share.password_hash !== null && access ? access : null,
    };
  }

  /**
   * The themes the owner chose for the book (null for the defaults): built-in ones, or the
   * owner's own uploads; anything else is not theirs to show.
   */
  async function ownerThemes({ ownerId, book }: OpenShare) {
    const chosen = await repos.progress.find(ownerId, book.id);
    const themeOf = async (themeId: string | null | undefined): Promise<ThemeRow | null> => {
      const row = themeId ? await repos.themes.find(themeId) : undefined;
      return row && (row.owner_id === null || row.owner_id === ownerId) ? row : null;
    };
    return { book: await themeOf(chosen?.theme_id), page: await themeOf(chosen?.page_theme_id) };
  }

  return {
    async create(userId: string, bookId: string, input: ShareCreate): Promise<Share> {
      const book = await ownBook(bookId, userId);
      const now = clock();
      const expiresAt = input.expires_at ? Date.parse(input.expires_at) : null;
      if (expiresAt !== null && expiresAt <= now) {
        throw new FieldError({ expires_at: [shareMessages.expiresInPast] });
      }
      const token = newShareToken();
      const id = newId();
      const row: BookShareRow = {
        id,
        book_id: book.id,
        token_hash: hashShareToken(token),
        token_sealed: keys.sealToken(id, token),
        password_hash: input.password ? await hashPassword(input.password) : null,
        expires_at: expiresAt,
        allow_download: input.allow_download ? 1 : 0,
        created_at: now,
      };
      await repos.bookShares.put(row);
      // A replaced link's book keeps its views: they are the book's, not the token's.
      const views = await viewsByBook([book.id]);
      return toShare(row, book.title, views.get(book.id) ?? []);
    },

    async get(userId: string, bookId: string): Promise<Share> {
      const book = await ownBook(bookId, userId);
      const row = await repos.bookShares.findForBook(book.id);
      if (!row) throw notFound(shareMessages.notShared);
      const views = await viewsByBook([book.id]);
      return toShare(row, book.title, views.get(book.id) ?? []);
    },

    async revoke(userId: string, bookId: string): Promise<{ success: true }> {
      const book = await ownBook(bookId, userId);
      if (!(await repos.bookShares.delete(book.id))) throw notFound(shareMessages.notShared);
      return { success: true };
    },

    /** The caller's links; one made under an earlier secret, which cannot be shown, is left out. */
    async list(userId: string): Promise<MyShares> {
      const rows = await repos.bookShares.listForOwner(userId);
      const views = await viewsByBook(rows.map((row) => row.book_id));
      const shares: Share[] = [];
      for (const row of rows) {
        if (keys.openToken(row.id, row.token_sealed) === undefined) continue;
        shares.push(toShare(row, row.title, views.get(row.book_id) ?? []));
      }
      return { shares };
    },

    live,

    open,

    /** The book a link opens, or only that it is locked; with the owner's themes for it. */
    async sharedBook(token: string, access: string | undefined): Promise<SharedBook> {
      const share = await live(token);
      if (isLocked(share, access)) return { locked: true };
      const opened = await open(token, access);
      const urls = shareFileUrls(token, opened.access);
      const themes = await ownerThemes(opened);
      const themeOf = (row: ThemeRow | null) => (row ? toTheme(row, urls, true) : null);
      const origin = deps.origin();
      return {
        locked: false,
        book: toBook(opened.book, urls),
        book_theme: themeOf(themes.book),
        page_theme: themeOf(themes.page),
        allow_download: share.allow_download === 1,
        share_url: `${origin}${sharePagePath(token)}`,
        embed_url: `${origin}${shareEmbedPath(token)}`,
      };
    },

    /**
     * Checks a link's password and answers what unlocks it. Every attempt counts against
     * the address and the link (so guesses spread over many addresses stop too); a right
     * one clears the address's count.
     */
    async unlock(token: string, password: string, ip: string): Promise<ShareAccess> {
      const share = await live(token);
      if (share.password_hash !== null) {
        const addressKey = `share-unlock:${share.id}:${ip}`;
        const [byAddress, byLink] = await Promise.all([
          limiter.hit(addressKey, UNLOCK_LIMITS.windowMs),
          limiter.hit(`share-unlock:${share.id}`, UNLOCK_LIMITS.windowMs),
        ]);
        const over = [
          byAddress.count > UNLOCK_LIMITS.perAddress ? byAddress : null,
          byLink.count > UNLOCK_LIMITS.perLink ? byLink : null,
        ].find((window) => window !== null);
        if (over)
          throw tooManyRequests(shareMessages.tooManyAttempts, Math.ceil(over.resetInMs / 1000));
        if (!(await verifyPassword(share.password_hash, password))) {
          throw forbidden(shareMessages.wrongPassword);
        }
        await limiter.reset(addressKey);
      }
      const { access, expiresAt } = keys.grantAccess(share.id);
      return { access, expires_at: new Date(expiresAt).toISOString() };
    },

    /**
     * Whether the stored file `key` may be fetched through the link: the book's own files
     * (pages' images, snapshots, cover) and the files of the owner's themes for it.
     */
    async fileBelongs(opened: OpenShare, key: string): Promise<boolean> {
      if (bookIdOfKey(key) === opened.book.id) return true;
      const themes = await ownerThemes(opened);
      return [themes.book, themes.page].some(
        (row) =>
          row !== null &&
          [row.image_key, row.preview_key, row.portrait_key, row.audio_key].includes(key),
      );
    },

    /** Counts one opening of the book: once per visit and UTC day. */
    async recordView(
      token: string,
      access: string | undefined,
      visit: string,
      visitor: { ip: string; optedOut: boolean },
    ): Promise<{ counted: boolean }> {
      const { count, resetInMs } = await limiter.hit(
        `share-views:${visitor.ip}`,
        VIEWS_LIMIT.windowMs,
      );
      if (count > VIEWS_LIMIT.max) {
        throw tooManyRequests(shareMessages.tooManyViews, Math.ceil(resetInMs / 1000));
      }
      const { book } = await open(token, access);
      if (visitor.optedOut) return { counted: false };
      return { counted: await repos.bookShares.recordView(book.id, utcDay(clock()), visit) };
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;

import type { ColumnType } from "kysely";

/**
 * The database as Kysely sees it. Ids are text (UUIDs), times are epoch milliseconds
 * (bigint), flags are 0/1 integers: the same shapes on SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  books: BooksTable;
  pages: PagesTable;
  snapshots: SnapshotsTable;
  themes: ThemesTable;
  reading_progress: ReadingProgressTable;
  upload_tasks: UploadTasksTable;
  file_deletions: FileDeletionsTable;
  contact_messages: ContactMessagesTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  analytics_events: AnalyticsEventsTable;
  catalog_seed: CatalogSeedTable;
  reader_settings: ReaderSettingsTable;
  book_contents: BookContentsTable;
  account_tokens: AccountTokensTable;
  catalog_works: CatalogWorksTable;
  annotations: AnnotationsTable;
  app_passwords: AppPasswordsTable;
  book_shares: BookSharesTable;
  share_views: ShareViewsTable;
}

export interface UsersTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  is_premium: number;
  created_at: number;
  updated_at: number;
}

export interface RefreshTokenFamiliesTable {
  id: string;
  user_id: string;
  created_at: number;
  /** After this the whole family is dead, however active. */
  absolute_expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  /** Idle expiry: a token unused until then is dead. */
  expires_at: number;
  used_at: number | null;
  /** The token issued when this one was rotated, for the concurrent-refresh grace window. */
  replaced_by_id: string | null;
}

export interface BooksTable {
  id: string;
  owner_id: string | null;
  title: string;
  description: string;
  author: string | null;
  language: string | null;
  /** The page direction the file declared ("rtl", "ltr"), null when it said nothing. */
  page_direction: string | null;
  is_public_domain: number;
  /** converting | ready | failed */
  status: string;
  cover_key: string | null;
  bindery_pages_count: number;
  original_pages_count: number;
  /** Identifies an imported source so importing it again does not duplicate it. */
  source_id: string | null;
  /** What the conversion says about the book to its owner (a damaged file), or null. */
  notice: string | null;
  created_at: number;
  updated_at: number;
}

/** One row per work in the public catalog (lib/work-key.ts): the book that holds it. */
export interface CatalogWorksTable {
  work_key: string;
  book_id: string;
}

export interface PagesTable {
  id: string;
  book_id: string;
  page_order: number;
  page_number: number;
  page_content: string;
  /** JSON array of storage keys of the page's images. */
  visual_content: string;
  /**
   * JSON array of the images' alternative texts, in visual_content's order ("" for none);
   * the column defaults to "[]", so an insert may leave it out.
   */
  visual_alt: ColumnType<string, string | undefined, string>;
  /** 1 when the page's first paragraph goes on from the previous page's; defaults to 0. */
  continues_paragraph: ColumnType<number, number | undefined, number>;
  /** JSON array of the targets of the page's links (contract links.ts); defaults to "[]". */
  links: ColumnType<string, string | undefined, string>;
}

export interface SnapshotsTable {
  id: string;
  book_id: string;
  page_number: number;
  image_key: string;
  thumb_key: string | null;
}

export interface ThemesTable {
  id: string;
  /** book | page */
  kind: string;
  name: string;
  image_key: string;
  preview_key: string | null;
  /** A built-in background's centre crop for tall screens; none for uploaded themes. */
  portrait_key: string | null;
  has_audio: number;
  audio_key: string | null;
  border_color: string | null;
  text_color: string | null;
  is_premium: number;
  /** Set for a premium user's own theme, listed only to its owner. */
  owner_id: string | null;
  sort_order: number;
  created_at: number;
}

export interface ReadingProgressTable {
  user_id: string;
  book_id: string;
  last_read_page: number;
  /** The paragraph of last_read_page first on screen, from 0. */
  last_read_block: number;
  progress: number;
  theme_id: string | null;
  page_theme_id: string | null;
  updated_at: number;
  /**
   * When the reader was at last_read_page (ms), as the device that saved it said; rows
   * written without one (tests, imports) take 0, older than any place read.
   */
  place_read_at: ColumnType<number, number | undefined, number>;
}

export interface UploadTasksTable {
  id: string;
  user_id: string;
  book_id: string | null;
  name: string;
  description: string;
  /** 0 queued, 1-99 percent, 100 completed, negative failed. */
  status: number;
  /** PDF pages read so far by the conversion (its book's original_pages_count is the whole). */
  pages_converted: number;
  reason: string | null;
  file_key: string;
  attempts: number;
  created_at: number;
  updated_at: number;
  /** The worker converting the task now, until lease_until (ms); null when none is. */
  lease_owner: string | null;
  lease_until: number | null;
  /** A protected PDF's password, AES-GCM sealed (uploads/pdf-passwords.ts), until the task ends. */
  password_sealed: string | null;
  /** 1 when the title is the file's name made readable: the PDF's own title replaces it. */
  title_from_file_name: number;
}

/** Files under a prefix whose rows are gone, owed a deletion (books.repo.ts). */
export interface FileDeletionsTable {
  prefix: string;
  created_at: number;
}

export interface ContactMessagesTable {
  id: string;
  user_id: string | null;
  email: string;
  subject: string;
  message: string;
  /** pending | sent | failed */
  mail_status: string;
  mail_attempts: number;
  mail_error: string | null;
  /** When a pending message is next tried (and, while it is being sent, its lease); null once settled. */
  mail_next_attempt_at: number | null;
  created_at: number;
}

export interface OrdersTable {
  id: string;
  /** NULL once its user deleted the account: the order stays, anonymised, for accounting. */
  user_id: string | null;
  payment_gateway: string;
  payment_type: string;
  amount: number;
  currency: string;
  /** The gateway's order id. */
  order_id: string;
  /** created | paid | failed */
  status: string;
  payment_id: string | null;
  created_at: number;
  paid_at: number | null;
}

export interface PaymentEventsTable {
  /** The gateway's event or payment id: a second delivery is recognised and ignored. */
  id: string;
  gateway: string;
  received_at: number;
}

export interface AnalyticsEventsTable {
  id: string;
  name: string;
  /** JSON object without personal data. */
  props: string;
  day: string;
  created_at: number;
}

/** The first-run seeding of the public catalog (catalog/first-run-seed.ts); one row. */
export interface CatalogSeedTable {
  id: string;
  /** running | done */
  status: string;
  /** A running seeding not renewed by then was cut short; another start takes it up. */
  lease_until: number;
  updated_at: number;
}

/** A reader's type settings (contract/src/reader-settings.ts), one JSON object per user. */
export interface ReaderSettingsTable {
  user_id: string;
  settings: string;
  updated_at: number;
}

/** A book's table of contents (contract/src/contents.ts); none yet for older books. */
export interface BookContentsTable {
  book_id: string;
  /** outline | navigation | headings */
  source: string;
  /** JSON array of { title, page_order, level }. */
  entries: string;
}

/** A single-use link e-mailed to a user (account/account-tokens.repo.ts); only its hash is kept. */
export interface AccountTokensTable {
  id: string;
  user_id: string;
  /** email_change | password_reset */
  purpose: string;
  token_hash: string;
  /** The address an email_change token confirms. */
  new_email: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AnnotationsTable {
  id: string;
  user_id: string;
  book_id: string;
  kind: "bookmark" | "highlight";
  /** The book page (page_order). */
  page: number;
  quote_exact: string | null;
  quote_prefix: string | null;
  quote_suffix: string | null;
  color: string | null;
  note: string | null;
  /** 1 when an edit of its page removed its quote's text. */
  detached: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
  /** When it was deleted (a tombstone), or null. */
  deleted_at: number | null;
  /**
   * When the server last wrote it (any change, by the reader or by a page edit): what
   * `since` compares, whatever time the change itself carries (updated_at).
   */
  changed_at: number;
}

/** A member's secrets for reading apps' HTTP Basic sign-in (OPDS catalogs, EPUB downloads). */
export interface AppPasswordsTable {
  id: string;
  user_id: string;
  name: string;
  /** SHA-256 of the password; the password itself is shown once and never stored. */
  password_hash: string;
  created_at: number;
  last_used_at: number | null;
}

/** A book's share link (shares/book-shares.repo.ts): at most one per book. */
export interface BookSharesTable {
  /** New for every link made: what unlocks a password-protected link names it. */
  id: string;
  book_id: string;
  /** SHA-256 of the token, how a request's token is found; the token itself is sealed. */
  token_hash: string;
  /** The token, AES-GCM sealed (lib/sealed-text.ts), so the owner can copy the link again. */
  token_sealed: string;
  /** argon2 hash of the link's password, null when it has none. */
  password_hash: string | null;
  expires_at: number | null;
  allow_download: number;
  created_at: number;
}

/** One opening of a shared book: a visit (a random id per browser session) on a UTC day. */
export interface ShareViewsTable {
  book_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  visit: string;
}

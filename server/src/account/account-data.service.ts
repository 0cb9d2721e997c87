import {
  type AccountExport,
  accountMessages,
  authMessages,
  type DeleteAccountRequest,
} from "@bindery/contract";
import { toProfile } from "../auth/auth.service.js";
import type { SessionCheck } from "../auth/session-check.js";
import type { UsersRepo } from "../auth/users.repo.js";
import type { BooksRepo } from "../books/books.repo.js";
import type { Transaction } from "../feature-deps.js";
import type { FileDeletionsRepo } from "../files/file-deletions.repo.js";
import { bookFilesPrefix } from "../files/storage-keys.js";
import type { Clock } from "../lib/clock.js";
import { HttpError } from "../lib/http-errors.js";
import type { FileStorage } from "../storage/file-storage.js";
import { userThemesPrefix } from "../themes/custom/custom-themes.service.js";
import type { AccountDataRepo } from "./account-data.repo.js";

export interface AccountDataServiceDeps {
  users: UsersRepo;
  data: AccountDataRepo;
  books: BooksRepo;
  fileDeletions: FileDeletionsRepo;
  /** The account's deletion and its books' rows go in one transaction. */
  transaction: Transaction;
  storage: FileStorage;
  clock: Clock;
  /** Refuses a wrong current password (account.service.ts, with its rate limit). */
  assertCurrentPassword(userId: string, password: string): Promise<void>;
  /** Told when the account is gone, so no access token of it is taken as live any more. */
  sessions: Pick<SessionCheck, "forgetUser">;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What the account holds: a copy for its owner, and deleting it all. */
export function createAccountDataService(deps: AccountDataServiceDeps) {
  const { users, data, books, fileDeletions, transaction, storage, clock } = deps;

  return {
    async exportData(userId: string): Promise<AccountExport> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, authMessages.notAuthenticated);
      const [ownBooks, progress, orders] = await Promise.all([
        data.ownBooks(userId),
        data.progress(userId),
        data.orders(userId),
      ]);
      return {
        exported_at: iso(clock()),
        profile: { ...toProfile(user), created_at: iso(user.created_at) },
        books: ownBooks.map((book) => ({
          book_id: book.id,
          title: book.title,
          author: book.author,
          status: book.status,
          pages: book.bindery_pages_count,
          created_at: iso(book.created_at),
        })),
        progress: progress.map((row) => ({
          book_id: row.book_id,
          title: row.title,
          last_read_page: row.last_read_page,
          progress: row.progress,
          updated_at: iso(row.updated_at),
        })),
        orders: orders.map((order) => ({
          order_id: order.order_id,
          payment_gateway: order.payment_gateway,
          payment_type: order.payment_type,
          amount: order.amount,
          currency: order.currency,
          status: order.status,
          created_at: iso(order.created_at),
          paid_at: order.paid_at === null ? null : iso(order.paid_at),
        })),
      };
    },

    /**
     * Deletes the account: each uploaded book the way its owner's delete does (rows, then
     * every file through FileStorage, its conversion stopped), leftover upload PDFs, theme
     * files, and the user's row with all that names it. Orders stay, anonymised, for
     * accounting. Analytics events carry no user, so none name this one.
     */
    async deleteAccount(userId: string, input: DeleteAccountRequest): Promise<{ detail: string }> {
      await deps.assertCurrentPassword(userId, input.current_password);
      for (const book of await data.ownBooks(userId)) await books.deleteUploadedBook(book.id);
      const uploads = await data.uploadFileKeys(userId);
      const stragglers = await transaction((repos) =>
        repos.accountData.deleteUserKeepingOrders(userId, (bookId) =>
          repos.books.deleteBookRows(bookId),
        ),
      );
      await fileDeletions.settle(stragglers.map(bookFilesPrefix));
      for (const key of uploads) await storage.delete(key);
      deps.sessions.forgetUser(userId);
      await storage.deletePrefix(userThemesPrefix(userId));
      return { detail: accountMessages.accountDeleted };
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;

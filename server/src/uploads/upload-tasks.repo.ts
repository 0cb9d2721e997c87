import type { Kysely } from "kysely";
import type { Database, UploadTasksTable } from "../db/schema.js";

export type UploadTaskRow = UploadTasksTable;
/** A new task: nobody holds it yet. */
export type NewUploadTask = Omit<
  UploadTaskRow,
  "lease_owner" | "lease_until" | "password_sealed" | "pages_converted" | "title_from_file_name"
> & {
  password_sealed?: string | null;
  title_from_file_name?: number;
};
/** A new task's row: nobody holds it yet, no page read, and no password unless one was given. */
const unclaimedRow = (task: NewUploadTask): UploadTaskRow => ({
  password_sealed: null,
  pages_converted: 0,
  title_from_file_name: 0,
  ...task,
  lease_owner: null,
  lease_until: null,
});
type TaskChanges = Partial<Omit<UploadTaskRow, "id" | "user_id" | "lease_owner" | "lease_until">>;

/** Upload task status values: 0 queued, 1-99 percent, 100 completed, negative failed. */
export const TASK_QUEUED = 0;
export const TASK_COMPLETED = 100;
export const TASK_FAILED = -1;

/**
 * The books a user keeps, as the free limit counts them: every book they own, plus every
 * unfinished upload whose book does not exist yet. One statement, so it sees a single
 * moment; a task names its book before the book is written (conversion-job), so no moment
 * counts a task and its book both, or neither.
 */
async function countKeptBooks(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("books")
        .select((count) => count.fn.countAll<number>().as("n"))
        .where("owner_id", "=", userId)
        .as("owned"),
      eb
        .selectFrom("upload_tasks")
        .select((count) => count.fn.countAll<number>().as("n"))
        .where("upload_tasks.user_id", "=", userId)
        .where("upload_tasks.status", ">=", TASK_QUEUED)
        .where("upload_tasks.status", "<", TASK_COMPLETED)
        .where((task) =>
          task.not(
            task.exists(
              task
                .selectFrom("books")
                .select("books.id")
                .whereRef("books.id", "=", "upload_tasks.book_id"),
            ),
          ),
        )
        .as("waiting"),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.owned) + Number(row.waiting);
}

export function createUploadTasksRepo(db: Kysely<Database>) {
  return {
    insert: (task: NewUploadTask) =>
      db.insertInto("upload_tasks").values(unclaimedRow(task)).execute(),
    find: (id: string) =>
      db.selectFrom("upload_tasks").selectAll().where("id", "=", id).executeTakeFirst(),
    /**
     * The user's tasks, newest first, each with how many pages its book has so far and how
     * many pages its PDF has (0 until the conversion has opened it).
     */
    listForUser: (userId: string, limit: number) =>
      db
        .selectFrom("upload_tasks")
        .leftJoin("books", "books.id", "upload_tasks.book_id")
        .selectAll("upload_tasks")
        .select((eb) => [
          eb.fn.coalesce("books.bindery_pages_count", eb.lit(0)).as("pages_ready"),
          eb.fn.coalesce("books.original_pages_count", eb.lit(0)).as("pages_total"),
        ])
        .where("upload_tasks.user_id", "=", userId)
        .orderBy("upload_tasks.created_at", "desc")
        .limit(limit)
        .execute(),
    async countForUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom("upload_tasks")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    countKeptBooks: (userId: string) => countKeptBooks(db, userId),
    /**
     * Inserts the task unless its owner, a free user, already keeps `freeLimit` books;
     * answers whether it did ("gone" when the user no longer exists). The count and the
     * insert are one serialised step: the transaction first writes the user's row (a no-op
     * update), which locks that row in PostgreSQL and takes SQLite's write lock, so a
     * parallel upload of the same user waits here and then counts this one.
     */
    async insertWithinLimit(
      task: NewUploadTask,
      freeLimit: number,
    ): Promise<"inserted" | "over-limit" | "gone"> {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .updateTable("users")
          .set((eb) => ({ updated_at: eb.ref("updated_at") }))
          .where("id", "=", task.user_id)
          .returning("is_premium")
          .executeTakeFirst();
        if (!locked) return "gone";
        if (locked.is_premium !== 1 && (await countKeptBooks(trx, task.user_id)) >= freeLimit) {
          return "over-limit";
        }
        await trx.insertInto("upload_tasks").values(unclaimedRow(task)).execute();
        return "inserted";
      });
    },
    /** Unfinished tasks nobody holds now: queued, or left half done by a stopped worker. */
    listUnclaimed: (now: number) =>
      db
        .selectFrom("upload_tasks")
        .select(["id"])
        .where("status", ">=", TASK_QUEUED)
        .where("status", "<", TASK_COMPLETED)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
        .orderBy("created_at", "asc")
        .execute(),
    /**
     * Takes an unfinished task for `owner` until `until`, counting an attempt, when nobody
     * holds it (no lease, or one that ran out): the row after, or undefined when another worker
     * holds it or it has ended. One conditional UPDATE, so of two workers racing one wins
     * on SQLite and PostgreSQL alike.
     */
    claim: (id: string, owner: string, now: number, until: number) =>
      db
        .updateTable("upload_tasks")
        .set((eb) => ({
          lease_owner: owner,
          lease_until: until,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "=", id)
        .where("status", ">=", TASK_QUEUED)
        .where("status", "<", TASK_COMPLETED)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
        .returningAll()
        .executeTakeFirst(),
    /** Changes a task `owner` holds; false when it no longer does (its lease was taken over). */
    updateHeld: (id: string, owner: string, changes: TaskChanges) =>
      updateHeldTask(db, id, owner, changes),
    /** Extends the lease `owner` holds; false when it no longer holds it. */
    renew: (id: string, owner: string, until: number) =>
      updateHeldTask(db, id, owner, { lease_until: until }),
    /**
     * Ends what `owner` holds: the task's outcome, the lease let go and the sealed password
     * erased, in one statement. False when another worker holds the task now.
     */
    end: (id: string, owner: string, changes: TaskChanges) =>
      updateHeldTask(db, id, owner, {
        ...changes,
        lease_owner: null,
        lease_until: null,
        password_sealed: null,
      }),
    /** Lets a task go unfinished (a stopping worker): any worker may take it at once. */
    release: (id: string, owner: string) =>
      updateHeldTask(db, id, owner, { lease_owner: null, lease_until: null }),
    /** Deletes the tasks that made a book (its owner deleted it); answers their PDFs' keys. */
    async deleteForBook(bookId: string): Promise<string[]> {
      const tasks = await db
        .deleteFrom("upload_tasks")
        .where("book_id", "=", bookId)
        .returning("file_key")
        .execute();
      return tasks.map((task) => task.file_key);
    },
  };
}

export type UploadTasksRepo = ReturnType<typeof createUploadTasksRepo>;

declare module "../feature-deps.js" {
  interface Repos {
    uploadTasks: UploadTasksRepo;
  }
}

async function updateHeldTask(
  db: Kysely<Database>,
  id: string,
  owner: string,
  changes: Partial<Omit<UploadTaskRow, "id" | "user_id">>,
): Promise<boolean> {
  const result = await db
    .updateTable("upload_tasks")
    .set(changes)
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

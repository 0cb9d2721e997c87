import type { Kysely } from "kysely";
import type { Database, UploadTasksTable } from "../db/schema.js";

export type UploadTaskRow = UploadTasksTable;

/** Status values of spec section 3: 0 queued, 1-99 percent, 100 completed, negative failed. */
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
    insert: (task: UploadTaskRow) => db.insertInto("upload_tasks").values(task).execute(),
    find: (id: string) =>
      db.selectFrom("upload_tasks").selectAll().where("id", "=", id).executeTakeFirst(),
    /** The user's tasks, newest first, each with how many pages its book has so far. */
    listForUser: (userId: string, limit: number) =>
      db
        .selectFrom("upload_tasks")
        .leftJoin("books", "books.id", "upload_tasks.book_id")
        .selectAll("upload_tasks")
        .select((eb) => eb.fn.coalesce("books.bindery_pages_count", eb.lit(0)).as("pages_ready"))
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
      task: UploadTaskRow,
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
        await trx.insertInto("upload_tasks").values(task).execute();
        return "inserted";
      });
    },
    /** Tasks a stopped process left queued or half done. */
    listUnfinished: () =>
      db
        .selectFrom("upload_tasks")
        .select(["id"])
        .where("status", ">=", TASK_QUEUED)
        .where("status", "<", TASK_COMPLETED)
        .orderBy("created_at", "asc")
        .execute(),
    async update(id: string, changes: Partial<Omit<UploadTaskRow, "id" | "user_id">>) {
      await db.updateTable("upload_tasks").set(changes).where("id", "=", id).execute();
    },
  };
}

export type UploadTasksRepo = ReturnType<typeof createUploadTasksRepo>;

import type { Kysely } from "kysely";
import type { Database, UploadTasksTable } from "../db/schema.js";

export type UploadTaskRow = UploadTasksTable;

/** Status values of spec section 3: 0 queued, 1-99 percent, 100 completed, negative failed. */
export const TASK_QUEUED = 0;
export const TASK_COMPLETED = 100;
export const TASK_FAILED = -1;

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
    /**
     * The books a user keeps, as the free limit counts them: every book they own, plus
     * every unfinished upload whose book does not exist yet. One statement, so it sees a
     * single moment; a task names its book before the book is written (conversion-job),
     * so no moment counts a task and its book both, or neither.
     */
    async countKeptBooks(userId: string): Promise<number> {
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

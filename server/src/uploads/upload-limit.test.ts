import { afterEach, describe, expect, it } from "vitest";
import { newId } from "../lib/ids.js";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { createUploadTasksRepo, TASK_QUEUED } from "./upload-tasks.repo.js";

const databases = await testDatabases();

/**
 * The free-book limit, checked and taken in one step. Through HTTP, parallel uploads
 * reach this step spread out by their file writes; called directly and all at once, every
 * count would come before any insert if the two were separate steps.
 */
describe.each(databases)("the free-book limit on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  it("lets exactly the limit's number of tasks in when all ask at once", async () => {
    ctx = await startTestApp(target);
    const user = await createTestUser(ctx);
    const tasks = createUploadTasksRepo(ctx.deps.db);
    const now = ctx.deps.clock();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, n) => {
        const id = newId();
        return tasks.insertWithinLimit(
          {
            id,
            user_id: user.id,
            book_id: null,
            name: `Book ${n}`,
            description: "",
            status: TASK_QUEUED,
            reason: null,
            file_key: `uploads/${id}.pdf`,
            attempts: 0,
            created_at: now,
            updated_at: now,
          },
          4,
        );
      }),
    );
    expect(outcomes.filter((outcome) => outcome === "inserted")).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === "over-limit")).toHaveLength(4);
    const stored = await ctx.deps.db
      .selectFrom("upload_tasks")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toHaveLength(4);
  });
});

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureTrees } from "./fixture-tree.js";
import { repositoryBuilders } from "./repository-builders.mjs";

const { tree, remove } = fixtureTrees("repository-builders-");

afterEach(remove);

describe("repositories are built in deps.ts only", () => {
  it("names a production file that builds a repository, and passes deps.ts and tests", () => {
    const dir = tree({
      "deps.ts": "const repos = { books: createBooksRepo(db) };\n",
      "books/books.repo.ts": "export function createBooksRepo(db) {\n  return {};\n}\n",
      "books/books.routes.ts": "const a = 1;\nconst books = createBooksRepo(deps.db);\n",
      "books/books.routes.test.ts": "const books = createBooksRepo(ctx.deps.db);\n",
      "test-support/fixtures.ts": "const books = createBooksRepo(ctx.deps.db);\n",
    });
    expect(repositoryBuilders(dir)).toEqual(["books/books.routes.ts:2: createBooksRepo("]);
  });

  it("finds none in the server", () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), "..", "server", "src");
    expect(repositoryBuilders(src)).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureTrees } from "./fixture-tree.js";
import { checkPackages } from "./folder-cycles.mjs";

const { tree, remove } = fixtureTrees("folder-cycles-");

afterEach(remove);

describe("folder cycle check", () => {
  it("reports two folders that import each other, with the imports that do it", () => {
    const dir = tree({
      "pkg/src/books/access.ts": 'import type { Url } from "../files/urls.js";\nexport {};\n',
      "pkg/src/files/urls.ts": 'import { access } from "../books/access.js";\nexport {};\n',
    });
    expect(checkPackages(dir, ["pkg"])).toEqual([
      "pkg/src: books <-> files",
      "  books -> files  (books/access.ts -> ../files/urls.js)",
      "  files -> books  (files/urls.ts -> ../books/access.js)",
    ]);
  });

  it("treats each folder under features/ as its own unit", () => {
    const dir = tree({
      "web/src/features/a/A.tsx": 'import { b } from "../b/b";\n',
      "web/src/features/b/b.ts": 'export { views } from "../../app/views";\n',
      "web/src/app/views.ts": 'import { A } from "../features/a/A";\n',
    });
    expect(checkPackages(dir, ["web"])[0]).toBe("web/src: app <-> features/a <-> features/b");
  });

  it("reads a root file named by its emitted .js name as the unit of its source file", () => {
    const dir = tree({
      "pkg/src/deps.ts": 'import { signIn } from "./auth/sign-in.js";\nexport {};\n',
      "pkg/src/auth/sign-in.ts": 'import type { Deps } from "../deps.js";\nexport {};\n',
      "pkg/src/app.ts": 'import { deps } from "./deps.js";\n',
    });
    expect(checkPackages(dir, ["pkg"])).toEqual([
      "pkg/src: auth <-> deps.ts",
      "  auth -> deps.ts  (auth/sign-in.ts -> ../deps.js)",
      "  deps.ts -> auth  (deps.ts -> ./auth/sign-in.js)",
    ]);
  });

  it("finds no cycle between the real packages' folders", () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), "..");
    const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    expect(checkPackages(root, workspaces)).toEqual([]);
  });

  it("passes layered folders, imports within a folder, and tests that reach across", () => {
    const dir = tree({
      "pkg/src/books/books.ts": 'import { access } from "../access/access.js";\n',
      "pkg/src/books/view.ts": 'import { books } from "./books.js";\n',
      "pkg/src/files/files.ts": 'import { access } from "../access/access.js";\n',
      "pkg/src/access/access.ts": "export const access = 1;\n",
      "pkg/src/access/access.test.ts": 'import { books } from "../books/books.js";\n',
    });
    expect(checkPackages(dir, ["pkg", "absent"])).toEqual([]);
  });
});

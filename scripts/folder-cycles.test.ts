import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkPackages } from "./folder-cycles.mjs";

let root: string | undefined;

/** A throwaway package tree: path under the root -> file text. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "folder-cycles-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

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

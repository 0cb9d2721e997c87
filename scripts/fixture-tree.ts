import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** Throwaway folder trees for the checks' tests; `remove` after each test. */
export function fixtureTrees(prefix: string) {
  let root: string | undefined;
  return {
    /** A new tree: path under its root -> file text. Answers the root. */
    tree(files: Record<string, string>): string {
      root = mkdtempSync(join(tmpdir(), prefix));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return root;
    },
    remove(): void {
      if (root) rmSync(root, { recursive: true, force: true });
      root = undefined;
    },
  };
}

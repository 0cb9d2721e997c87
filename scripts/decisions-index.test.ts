import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DECISIONS = join(import.meta.dirname, "..", "docs", "decisions");

describe("the decisions index", () => {
  // A record missing from the index is a decision nobody finds.
  it("links every decision record once", () => {
    const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name));
    const index = readFileSync(join(DECISIONS, "README.md"), "utf8");
    const unlisted = records.filter((name) => index.split(`](${name})`).length !== 2);
    expect(unlisted).toEqual([]);
  });
});

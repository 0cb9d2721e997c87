import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { settingsSchema } from "./config.js";

const readmeFile = fileURLToPath(new URL("../../README.md", import.meta.url));

/** The variables named in the first column of the README's settings table. */
function documentedSettings(readme: string): string[] {
  const section = readme.split("## Settings")[1]?.split("\n## ")[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) =>
    [...(row.split("|")[1] ?? "").matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ""),
  );
}

/**
 * Operators learn the settings from the README: a setting Bindery reads but the table
 * leaves out cannot be found, and one the table names but Bindery ignores misleads.
 */
describe("the README's settings table", () => {
  const documented = documentedSettings(fs.readFileSync(readmeFile, "utf8"));
  const read = Object.keys(settingsSchema.shape);

  it("names every setting the server reads", () => {
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("names only settings Bindery reads", () => {
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
  });
});

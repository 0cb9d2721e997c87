import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { settingsSchema } from "./config.js";

const readmeFile = fileURLToPath(new URL("../../README.md", import.meta.url));
const operationsFile = fileURLToPath(new URL("../../docs/operations.md", import.meta.url));

/** The variables named in the first column of the table under a document's `heading`. */
function documentedSettings(document: string, heading: string): string[] {
  const section = document.split(`${heading}\n`)[1]?.split("\n## ")[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) =>
    [...(row.split("|")[1] ?? "").matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ""),
  );
}

/**
 * Operators learn the settings from the README, which sends them to the operations guide
 * for payments, ads and partners: a setting Bindery reads but neither table names cannot
 * be found, and one a table names but Bindery ignores misleads.
 */
describe("the settings tables of the README and the operations guide", () => {
  const documented = [
    ...documentedSettings(fs.readFileSync(readmeFile, "utf8"), "## Settings"),
    ...documentedSettings(
      fs.readFileSync(operationsFile, "utf8"),
      "## Settings for payments, ads and partners",
    ),
  ];
  const read = Object.keys(settingsSchema.shape);

  it("names every setting the server reads", () => {
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("names only settings Bindery reads", () => {
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
  });
});

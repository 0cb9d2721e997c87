import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../scripts/ocr-model.mjs", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "ocr-model-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A .tar.gz of `files` (path in the archive → text), as tar makes it. */
function archive(name: string, files: Record<string, string>): string {
  const folder = join(work, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, ".."), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  const file = join(work, `${name}.tar.gz`);
  const tar = spawnSync("tar", ["-czf", file, "-C", folder, ...Object.keys(files)]);
  expect(tar.status, String(tar.stderr)).toBe(0);
  return file;
}

/** Runs the build's model step on `from`, writing to a file of its own. */
function buildModel(from: string): { status: number | null; stderr: string; written: boolean } {
  const output = join(work, `${from.split("/").pop()}.model`);
  const run = spawnSync(process.execPath, [script, from, output], { encoding: "utf8" });
  return { status: run.status, stderr: run.stderr, written: existsSync(output) };
}

describe("the OCR model the build puts in place", () => {
  it("refuses a model that is not tessdata_fast's English one, writing nothing", () => {
    const built = buildModel(
      archive("other-model", {
        "tesseract-standalone/tessdata/eng.traineddata": "another model",
      }),
    );
    expect(built.status).toBe(1);
    expect(built.stderr).toMatch(
      /OCR model not built: tesseract-standalone\/tessdata\/eng\.traineddata has SHA-256 [0-9a-f]{64}, not tessdata_fast's/,
    );
    expect(built.written).toBe(false);
  });

  it("says so when the archive holds no model", () => {
    const built = buildModel(archive("no-model", { "tesseract-standalone/README": "no model" }));
    expect(built.status).toBe(1);
    expect(built.stderr).toContain(
      "OCR model not built: tar: tesseract-standalone/tessdata/eng.traineddata: Not found in archive",
    );
    expect(built.written).toBe(false);
  });

  it("says so when the archive cannot be read", () => {
    const built = buildModel(join(work, "absent.tar.gz"));
    expect(built.status).toBe(1);
    expect(built.stderr).toMatch(/OCR model not built: tar.*absent\.tar\.gz: Cannot open/);
  });
});

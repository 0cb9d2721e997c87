import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalFileStorage } from "./local-file-storage.js";

const roots: string[] = [];
function tempFolder(parent = tmpdir()): string {
  const folder = mkdtempSync(path.join(parent, "bindery-storage-"));
  roots.push(folder);
  return folder;
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => fs.rm(root, { recursive: true, force: true })));
});

describe("local file storage", () => {
  it("moves a file in under its key: the same bytes there, nothing left where it was", async () => {
    const root = tempFolder();
    const storage = createLocalFileStorage(path.join(root, "files"));
    const source = path.join(root, "work", "page-0001.jpg");
    await fs.mkdir(path.dirname(source), { recursive: true });
    writeFileSync(source, "snapshot bytes");

    await storage.moveFile("books/b1/snapshots/page-0001.jpg", source);

    expect((await storage.read("books/b1/snapshots/page-0001.jpg")).toString()).toBe(
      "snapshot bytes",
    );
    expect(existsSync(source)).toBe(false);
  });

  it("replaces what a key held, and leaves no partial file beside it", async () => {
    const root = tempFolder();
    const storage = createLocalFileStorage(path.join(root, "files"));
    await storage.put("uploads/t1.pdf", Buffer.from("old"));
    const source = path.join(root, "spooled.upload");
    writeFileSync(source, "new");

    await storage.moveFile("uploads/t1.pdf", source);

    expect((await storage.read("uploads/t1.pdf")).toString()).toBe("new");
    expect(readdirSync(path.join(root, "files", "uploads"))).toEqual(["t1.pdf"]);
  });

  it("refuses to move a file that is not there, storing nothing", async () => {
    const root = tempFolder();
    const storage = createLocalFileStorage(path.join(root, "files"));
    await expect(storage.moveFile("uploads/t2.pdf", path.join(root, "missing"))).rejects.toThrow(
      /ENOENT/,
    );
    expect(await storage.exists("uploads/t2.pdf")).toBe(false);
  });

  it("copies a file in and keeps the original (media bundled with Bindery)", async () => {
    const root = tempFolder();
    const storage = createLocalFileStorage(path.join(root, "files"));
    const source = path.join(root, "rain.mp3");
    writeFileSync(source, "rain");

    await storage.putFile("themes/rain/sound.mp3", source);

    expect((await storage.read("themes/rain/sound.mp3")).toString()).toBe("rain");
    expect(existsSync(source)).toBe(true);
  });

  // /dev/shm is a separate filesystem on Linux: a rename across is refused (EXDEV).
  const otherFilesystem =
    existsSync("/dev/shm") && statSync("/dev/shm").dev !== statSync(tmpdir()).dev;
  it.skipIf(!otherFilesystem)("moves a file across filesystems by copying it", async () => {
    const root = tempFolder();
    const storage = createLocalFileStorage(path.join(root, "files"));
    const source = path.join(tempFolder("/dev/shm"), "cover.webp");
    writeFileSync(source, "cover");

    await storage.moveFile("books/b2/cover.webp", source);

    expect((await storage.read("books/b2/cover.webp")).toString()).toBe("cover");
    expect(existsSync(source)).toBe(false);
    expect(readdirSync(path.join(root, "files", "books", "b2"))).toEqual(["cover.webp"]);
  });
});

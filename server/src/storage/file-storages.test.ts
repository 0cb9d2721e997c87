import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { startS3Server } from "../test-support/s3-server.js";
import type { FileStorage } from "./file-storage.js";
import { createLocalFileStorage } from "./local-file-storage.js";
import { createS3FileStorage } from "./s3-file-storage.js";

const s3 = await startS3Server();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-storages-"));
afterAll(async () => {
  await s3.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const engines: { name: string; create(): FileStorage }[] = [
  {
    name: "local",
    create: () => createLocalFileStorage(fs.mkdtempSync(path.join(work, "files-"))),
  },
  { name: "s3", create: () => createS3FileStorage(loadConfig({ NODE_ENV: "test", ...s3.env })) },
];

const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();

/** Every engine behaves alike: features see keys and bytes, never where they are kept. */
describe.each(engines)("$name file storage", ({ create }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it("stores bytes and streams, and reads them whole or by byte range", async () => {
    await storage.put("books/b1/pages/p1.webp", Buffer.from("0123456789"));
    await storage.put(
      "books/b1/cover.webp",
      Readable.from([Buffer.from("cov"), Buffer.from("er")]),
    );

    expect((await storage.read("books/b1/cover.webp")).toString()).toBe("cover");
    expect(await storage.stat("books/b1/pages/p1.webp")).toMatchObject({ size: 10 });
    const ranged = await storage.open("books/b1/pages/p1.webp", { start: 2, end: 5 });
    expect(ranged?.size).toBe(10);
    expect(await text(ranged?.stream as Readable)).toBe("2345");
    expect(await storage.stat("books/b1/none.webp")).toBeNull();
    expect(await storage.open("books/b1/none.webp")).toBeNull();
    expect(await storage.exists("books/b1/cover.webp")).toBe(true);
  });

  it("moves a local file in, lends a local copy, lists and deletes by prefix", async () => {
    const local = path.join(work, `upload-${Math.random()}.pdf`);
    fs.writeFileSync(local, "%PDF-1.7 body");
    await storage.moveFile("uploads/t1.pdf", local);
    expect(fs.existsSync(local)).toBe(false);

    const copy = await storage.localCopy("uploads/t1.pdf");
    expect(fs.readFileSync(copy.path, "utf8")).toBe("%PDF-1.7 body");
    await copy.release();
    expect(await storage.exists("uploads/t1.pdf")).toBe(true);

    await storage.put("books/b2/a.webp", Buffer.from("a"));
    await storage.put("books/b2/pages/b.webp", Buffer.from("b"));
    await storage.put("books/b20/c.webp", Buffer.from("c"));
    expect((await storage.list("books/b2/")).sort()).toEqual([
      "books/b2/a.webp",
      "books/b2/pages/b.webp",
    ]);
    await storage.deletePrefix("books/b2/");
    expect(await storage.list("books/b2/")).toEqual([]);
    expect(await storage.list("books/b20/")).toEqual(["books/b20/c.webp"]);
    await storage.delete("uploads/t1.pdf");
    await storage.delete("uploads/t1.pdf");
    expect(await storage.exists("uploads/t1.pdf")).toBe(false);
  });
});

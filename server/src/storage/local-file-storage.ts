import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type FileStorage } from "./file-storage.js";

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const prepare = async (key: string) => {
    const file = resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    return file;
  };
  return {
    async put(key, data) {
      const file = await prepare(key);
      // Written beside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.partial`;
      if (data instanceof Readable) await pipeline(data, createWriteStream(temporary));
      else await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async putFile(key, localPath) {
      const file = await prepare(key);
      await fs.copyFile(localPath, file);
    },
    read: (key) => fs.readFile(resolve(key)),
    async open(key) {
      const file = resolve(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, "");
      await fs.rm(resolve(trimmed), { recursive: true, force: true });
    },
    localPath: async (key) => resolve(key),
  };
}

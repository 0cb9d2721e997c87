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
      await writeBeside(file, (temporary) =>
        data instanceof Readable
          ? pipeline(data, createWriteStream(temporary))
          : fs.writeFile(temporary, data),
      );
    },
    async putFile(key, localPath) {
      await copyInto(await prepare(key), localPath);
    },
    async moveFile(key, localPath) {
      const file = await prepare(key);
      try {
        // A rename when both sit on one filesystem (the data folder's tmp/ and files/):
        // no bytes copied, which for a book's hundreds of snapshots is most of storing it.
        await fs.rename(localPath, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await copyInto(file, localPath);
        await fs.rm(localPath, { force: true });
      }
    },
    read: (key) => fs.readFile(resolve(key)),
    async stat(key) {
      try {
        const stat = await fs.stat(resolve(key));
        return stat.isFile() ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
      } catch {
        return null;
      }
    },
    async open(key, range) {
      const file = resolve(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(file, range), size: stat.size };
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
    async list(prefix) {
      const base = path.join(root, prefix);
      const start = prefix === "" || prefix.endsWith("/") ? base : path.dirname(base);
      let entries: string[];
      try {
        entries = await fs.readdir(start, { recursive: true });
      } catch {
        return [];
      }
      const keys: string[] = [];
      for (const entry of entries) {
        const full = path.join(start, entry);
        const key = path.relative(root, full).split(path.sep).join("/");
        if (!key.startsWith(prefix) || key.endsWith(".partial")) continue;
        if ((await fs.stat(full)).isFile()) keys.push(key);
      }
      return keys;
    },
    localCopy: async (key) => ({ path: resolve(key), release: async () => {} }),
  };
}

/** Writes the file beside its place and renames it there, so a reader never sees half a file. */
async function writeBeside(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = `${file}.${process.pid}.partial`;
  await write(temporary);
  await fs.rename(temporary, file);
}

function copyInto(file: string, localPath: string): Promise<void> {
  return writeBeside(file, (temporary) => fs.copyFile(localPath, temporary));
}

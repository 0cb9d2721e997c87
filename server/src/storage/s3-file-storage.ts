import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Config } from "../config.js";
import { assertSafeKey, type FileStorage } from "./file-storage.js";

export type S3Settings = Pick<
  Config,
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_FORCE_PATH_STYLE"
  | "AWS_ACCESS_KEY_ID"
  | "AWS_SECRET_ACCESS_KEY"
>;

/** Files up to this size are sent from memory (page images, covers); larger ones streamed. */
const BUFFERED_BYTES = 16 * 1024 * 1024;
/** S3 deletes at most this many keys per request. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NotFound" ||
    error.name === "NoSuchKey" ||
    error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, …), chosen by S3_BUCKET: every process
 * of a site reads and writes the same files. Byte ranges are asked of the bucket, so a
 * reader's seek in a large file costs only the bytes it reads.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const bucket = settings.S3_BUCKET as string;
  const client = new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // Checksums only where S3 requires them: many S3-compatible stores do not read the
    // SDK's default chunked uploads with trailing checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // The SDK waits forever by default: a store that stops answering would hold a
    // conversion (and its lease) for good. A timed-out request is retried by the SDK.
    requestHandler: {
      connectionTimeout: 10_000,
      requestTimeout: 120_000,
      throwOnRequestTimeout: true,
    },
    // Unset, the SDK finds credentials its usual ways (instance roles, profiles).
    credentials:
      settings.AWS_ACCESS_KEY_ID && settings.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.AWS_ACCESS_KEY_ID,
            secretAccessKey: settings.AWS_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
  const checked = (key: string) => {
    assertSafeKey(key);
    return key;
  };

  const putFile = async (key: string, localPath: string) => {
    const { size } = await fs.stat(localPath);
    // Small files go as bytes, which the SDK can send again when it retries; a stream
    // cannot be read twice.
    const body =
      size <= BUFFERED_BYTES ? await fs.readFile(localPath) : createReadStream(localPath);
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: body, ContentLength: size }),
    );
  };

  const stat: FileStorage["stat"] = async (key) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
      return { size: head.ContentLength ?? 0, mtimeMs: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const open: FileStorage["open"] = async (key, range) => {
    try {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // With a range, the whole file's size is after the slash of Content-Range.
      const total = object.ContentRange?.split("/")[1];
      return {
        stream: object.Body as Readable,
        size: total ? Number(total) : (object.ContentLength ?? 0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const list = async (prefix: string) => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };

  return {
    async put(key, data) {
      // A stream of unknown length is gathered first: PutObject needs the length.
      const body = data instanceof Readable ? Buffer.concat(await data.toArray()) : data;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: body }));
    },
    putFile,
    async moveFile(key, localPath) {
      await putFile(key, localPath);
      await fs.rm(localPath, { force: true });
    },
    async read(key) {
      const opened = await open(key);
      if (!opened) throw new Error(`ENOENT: no stored file ${key}`);
      return Buffer.concat(await opened.stream.toArray());
    },
    stat,
    open,
    exists: async (key) => (await stat(key)) !== null,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    async deletePrefix(prefix) {
      const keys = await list(prefix.endsWith("/") ? prefix : `${prefix}/`);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    list,
    async localCopy(key) {
      const opened = await open(key);
      if (!opened) throw new Error(`ENOENT: no stored file ${key}`);
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bindery-s3-"));
      const file = path.join(dir, path.basename(key));
      await pipeline(opened.stream, createWriteStream(file));
      return { path: file, release: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  };
}

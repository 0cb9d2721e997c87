import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// s3rver ships no types; what the tests use of it is declared here.
// @ts-expect-error no declaration file
import S3rver from "s3rver";

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

export const TEST_BUCKET = "bindery-test";
/** s3rver takes any credentials that match these. */
const S3RVER_KEY = "S3RVER";

/**
 * A local server speaking the S3 protocol on 127.0.0.1 (npm s3rver), its files in a fresh
 * folder, with TEST_BUCKET made; `env` holds the settings that point Bindery at it.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-s3rver-"));
  const server: S3rverServer = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

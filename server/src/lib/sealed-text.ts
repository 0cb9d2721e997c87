import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Text kept secret in the database that the server must read back (a protected PDF's
 * password until its conversion ends, a share link's token for its owner), sealed with
 * AES-256-GCM. The key is derived from `secret` with HKDF under `purpose`, so every process
 * of one site shares it and one purpose's values never open as another's; `context` (the
 * row's id) is the additional data, so a sealed value opens only for its own row.
 */
export function createSealer(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "bindery", purpose, 32));
  return {
    seal(context: string, text: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64");
    },
    /** The text, or undefined when none was sealed or the value does not open (a changed secret). */
    open(context: string, sealed: string | null): string | undefined {
      if (!sealed) return undefined;
      try {
        const bytes = Buffer.from(sealed, "base64");
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;

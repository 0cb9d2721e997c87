import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mp3File, oggFile, wavFile } from "../../test-support/media-fixtures.js";
import { identifyAudio } from "./theme-audio.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bindery-audio-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let written = 0;
async function identify(bytes: Buffer) {
  written += 1;
  const file = path.join(dir, `sample-${written}`);
  fs.writeFileSync(file, bytes);
  return identifyAudio(file);
}

/** An ID3v2.4 tag of `bodySize` bytes (synchsafe size), as taggers put before MP3 frames. */
function id3Tag(bodySize: number): Buffer {
  const size = [21, 14, 7, 0].map((shift) => (bodySize >> shift) & 0x7f);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, ...size]), Buffer.alloc(bodySize)]);
}

/** The start of an M4A file: its `ftyp` box, then a `free` box. */
function m4aStart(brand: string): Buffer {
  const ftyp = Buffer.alloc(20);
  ftyp.writeUInt32BE(20, 0);
  ftyp.write("ftyp", 4, "latin1");
  ftyp.write(brand, 8, "latin1");
  ftyp.write("isom", 16, "latin1");
  const free = Buffer.from([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65]);
  return Buffer.concat([ftyp, free, Buffer.alloc(256)]);
}

describe("identifying uploaded sounds by their bytes", () => {
  it("recognises WAV, Ogg Vorbis, MP3 and M4A", async () => {
    expect(await identify(wavFile())).toBe("wav");
    expect(await identify(await oggFile())).toBe("ogg");
    expect(await identify(await mp3File())).toBe("mp3");
    expect(await identify(m4aStart("M4A "))).toBe("m4a");
  });

  it("finds MP3 frames after an ID3 tag, even one larger than the first bytes read", async () => {
    const mp3 = await mp3File();
    expect(await identify(Buffer.concat([id3Tag(100), mp3]))).toBe("mp3");
    // Cover art makes tags of hundreds of kilobytes.
    expect(await identify(Buffer.concat([id3Tag(300_000), mp3]))).toBe("mp3");
    expect(await identify(Buffer.concat([id3Tag(100), Buffer.from("words, not frames")]))).toBe(
      null,
    );
  });

  it("refuses look-alikes and everything else", async () => {
    const lookalikes = [
      Buffer.from("RIFF\0\0\0\0AVI LIST"),
      Buffer.concat([Buffer.from("OggS\0\x02"), Buffer.alloc(40)]),
      m4aStart("qt  "),
      Buffer.from("%PDF-1.7\n"),
      Buffer.from([0xff, 0xfb]),
      Buffer.alloc(0),
    ];
    for (const bytes of lookalikes) expect(await identify(bytes)).toBeNull();
  });
});

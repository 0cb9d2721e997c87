import { MPEGDecoder } from "mpg123-decoder";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeLoopAsMp3 } from "./mp3-encoder.js";
import { listFrames } from "./mp3-frames.js";
import { crc16, readGaplessInfo } from "./mp3-info-tag.js";
import { seamRoughness } from "./seamless-loop.js";

const RATE = 44_100;

describe("encodeLoopAsMp3", () => {
  let decoder: MPEGDecoder;
  beforeAll(async () => {
    decoder = new MPEGDecoder({ enableGapless: true });
    await decoder.ready;
  });
  afterAll(() => decoder.free());

  // A loop of whole cycles, so its wrap is smooth by construction.
  const loop = Float32Array.from(
    { length: RATE * 3 },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * 441 * i) / RATE),
  );

  it("declares the exact length in an Info tag, so gapless decoders return every sample and no more", async () => {
    const mp3 = await encodeLoopAsMp3(loop, RATE, 80);
    const info = readGaplessInfo(mp3);
    expect(info).not.toBeNull();
    if (!info) return;
    expect(info.byteCount).toBe(mp3.length);
    const frames = listFrames(mp3);
    // The tag frame itself plus the audio frames it counts.
    expect(frames.length).toBe(info.frameCount + 1);
    expect(info.frameCount * 1152 - info.encoderDelay - info.padding).toBe(loop.length);
    expect(frames.every((frame) => frame.sampleRate === RATE && frame.channels === 1)).toBe(true);

    await decoder.reset();
    const decoded = decoder.decode(new Uint8Array(mp3));
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(RATE);
    expect(decoded.samplesDecoded).toBe(loop.length);
  });

  it("lines the decoded audio up with the input and keeps the wrap smooth", async () => {
    const mp3 = await encodeLoopAsMp3(loop, RATE, 80);
    await decoder.reset();
    const samples = decoder.decode(new Uint8Array(mp3)).channelData[0] ?? new Float32Array();
    let error = 0;
    let signal = 0;
    for (let i = 0; i < loop.length; i++) {
      error += ((samples[i] as number) - (loop[i] as number)) ** 2;
      signal += (loop[i] as number) ** 2;
    }
    // Off by even one sample, a 441 Hz tone would show a far larger error than this.
    expect(10 * Math.log10(signal / error)).toBeGreaterThan(25);
    // Including the very first and last samples: the encoder saw the wrap, not silence.
    expect(Math.abs((samples[0] as number) - (loop[0] as number))).toBeLessThan(0.05);
    expect(
      Math.abs((samples[loop.length - 1] as number) - (loop[loop.length - 1] as number)),
    ).toBeLessThan(0.05);
    expect(seamRoughness(samples.subarray(0, loop.length))).toBeLessThan(1.5);
  });

  it("computes CRC-16/ARC as LAME does", () => {
    expect(crc16(new TextEncoder().encode("123456789"))).toBe(0xbb3d);
  });
});

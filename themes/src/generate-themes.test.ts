import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MPEGDecoder } from "mpg123-decoder";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_RATE } from "./audio/dsp.js";
import { readGaplessInfo } from "./audio/mp3-info-tag.js";
import { seamRoughness } from "./audio/seamless-loop.js";
import { contrastRatio, hexToRgb } from "./color.js";
import { type BuiltinThemeFile, ensureBuiltinThemeFiles } from "./generate-themes.js";
import { BUILTIN_THEMES } from "./theme-definitions.js";

const KB = 1024;
const BUDGET = { background: 250 * KB, page: 80 * KB, preview: 30 * KB, audio: 400 * KB };

let outDir: string;
let themes: BuiltinThemeFile[];

beforeAll(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), "bindery-themes-"));
  // Under the test runner this renders in one thread (see theme-renderer.ts).
  themes = await ensureBuiltinThemeFiles(outDir);
}, 600_000);

afterAll(async () => {
  if (outDir) await fs.rm(outDir, { recursive: true, force: true });
});

const file = (relative: string) => path.join(outDir, relative);
const mtimes = async () => {
  const times = new Map<string, number>();
  for (const theme of themes) {
    for (const relative of [
      theme.imagePath,
      theme.previewPath,
      theme.portraitPath,
      theme.audioPath,
    ]) {
      if (relative) times.set(relative, (await fs.stat(file(relative))).mtimeMs);
    }
  }
  times.set("manifest", (await fs.stat(file("themes/manifest.json"))).mtimeMs);
  return times;
};

describe("ensureBuiltinThemeFiles", () => {
  it("describes every built-in theme, in order, with its metadata and file paths", () => {
    expect(themes.map((theme) => theme.id)).toEqual(BUILTIN_THEMES.map((theme) => theme.id));
    for (const [index, theme] of themes.entries()) {
      expect(theme.sortOrder).toBe(index);
      expect(theme.imagePath).toMatch(new RegExp(`^themes/${theme.id}/(background|page)\\.webp$`));
      expect(theme.previewPath).toBe(`themes/${theme.id}/preview.webp`);
      expect(theme.hasAudio).toBe(theme.audioPath !== null);
      expect(theme.hasAudio).toBe(theme.sound !== null);
      expect(theme.textColor === null).toBe(theme.kind === "book");
    }
    expect(
      themes.filter((theme) => theme.kind === "book" && theme.hasAudio).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it("writes book backgrounds as 1920×1080 WebP with 320×180 previews, within budget", async () => {
    for (const theme of themes.filter((candidate) => candidate.kind === "book")) {
      const image = await sharp(file(theme.imagePath)).metadata();
      expect([theme.id, image.format, image.width, image.height]).toEqual([
        theme.id,
        "webp",
        1920,
        1080,
      ]);
      const preview = await sharp(file(theme.previewPath)).metadata();
      expect([theme.id, preview.format, preview.width, preview.height]).toEqual([
        theme.id,
        "webp",
        320,
        180,
      ]);
      expect((await fs.stat(file(theme.imagePath))).size, theme.id).toBeLessThan(BUDGET.background);
      expect((await fs.stat(file(theme.previewPath))).size, theme.id).toBeLessThan(BUDGET.preview);
    }
  });

  it("writes each background's 720×1080 centre for tall screens in half its bytes or less", async () => {
    for (const theme of themes.filter((candidate) => candidate.kind === "book")) {
      expect(theme.portraitPath).toBe(`themes/${theme.id}/background-portrait.webp`);
      const portraitFile = file(theme.portraitPath ?? "");
      const portrait = await sharp(portraitFile).metadata();
      expect([theme.id, portrait.format, portrait.width, portrait.height]).toEqual([
        theme.id,
        "webp",
        720,
        1080,
      ]);
      const [portraitBytes, fullBytes] = await Promise.all(
        [portraitFile, file(theme.imagePath)].map(async (name) => (await fs.stat(name)).size),
      );
      expect(portraitBytes, theme.id).toBeLessThan((fullBytes ?? 0) / 2);
      // The same picture a phone shows under `cover`: the full image's middle, not a rescale.
      const middle = await sharp(file(theme.imagePath))
        .extract({ left: 600, top: 0, width: 720, height: 1080 })
        .resize(36, 54)
        .raw()
        .toBuffer();
      const small = await sharp(portraitFile).resize(36, 54).raw().toBuffer();
      const difference = middle.reduce(
        (sum, value, index) => sum + Math.abs(value - (small[index] ?? 0)),
        0,
      );
      expect(difference / middle.length, theme.id).toBeLessThan(4);
    }
    for (const theme of themes.filter((candidate) => candidate.kind === "page")) {
      expect(theme.portraitPath, theme.id).toBeNull();
    }
  });

  it("paints backgrounds with real detail, not flat colour", async () => {
    for (const theme of themes.filter((candidate) => candidate.kind === "book")) {
      const { channels } = await sharp(file(theme.imagePath)).stats();
      const deviation = Math.max(...channels.map((channel) => channel.stdev));
      expect(deviation, theme.id).toBeGreaterThan(8);
    }
  });

  it("writes page textures as 650×650 WebP in their paper's colour, within budget", async () => {
    for (const theme of themes.filter((candidate) => candidate.kind === "page")) {
      const definition = BUILTIN_THEMES.find((candidate) => candidate.id === theme.id);
      if (definition?.kind !== "page") throw new Error(`${theme.id} is not a page theme`);
      const image = await sharp(file(theme.imagePath)).metadata();
      expect([theme.id, image.format, image.width, image.height]).toEqual([
        theme.id,
        "webp",
        650,
        650,
      ]);
      const preview = await sharp(file(theme.previewPath)).metadata();
      expect([theme.id, preview.width, preview.height]).toEqual([theme.id, 160, 160]);
      expect((await fs.stat(file(theme.imagePath))).size, theme.id).toBeLessThan(BUDGET.page);

      const { channels } = await sharp(file(theme.imagePath)).stats();
      const base = hexToRgb(definition.paper.base);
      const mean = channels.slice(0, 3).map((channel) => channel.mean / 255) as [
        number,
        number,
        number,
      ];
      for (let c = 0; c < 3; c++) {
        // Near the paper's colour; worn edges darken parchment as a whole a little more.
        const tolerance = definition.paper.edgeWear ? 40 : 25;
        expect(Math.abs((mean[c] as number) - (base[c] as number)) * 255, theme.id).toBeLessThan(
          tolerance,
        );
        // Textured, but subtly: text must stay readable on it.
        expect(channels[c]?.stdev ?? 0, theme.id).toBeGreaterThan(0.5);
        expect(channels[c]?.stdev ?? 0, theme.id).toBeLessThan(definition.paper.edgeWear ? 32 : 12);
      }
      // The text colour reads well on the paper as generated, not just on its nominal colour.
      expect(
        contrastRatio(hexToRgb(theme.textColor ?? "#000000"), mean),
        theme.id,
      ).toBeGreaterThanOrEqual(7);
    }
  });

  it("makes paper without worn edges tile: the wrap is no harder than any other step", async () => {
    for (const theme of themes.filter((candidate) => candidate.kind === "page")) {
      const definition = BUILTIN_THEMES.find((candidate) => candidate.id === theme.id);
      if (definition?.kind !== "page" || definition.paper.edgeWear) continue;
      const { data, info } = await sharp(file(theme.imagePath))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[y * info.width + x] as number;
      const columnStep = (x0: number, x1: number) => {
        let sum = 0;
        for (let y = 0; y < info.height; y++) sum += Math.abs(at(x0, y) - at(x1, y));
        return sum / info.height;
      };
      const wrap = columnStep(info.width - 1, 0);
      const inside = (columnStep(324, 325) + columnStep(100, 101) + columnStep(500, 501)) / 3;
      // In grey levels: WebP smooths flat paper so much that adjacent columns barely
      // differ; a texture that did not wrap would jump by several levels at the edge.
      expect(wrap, theme.id).toBeLessThan(inside * 2 + 1.5);
    }
  });

  it("encodes each sound as a 20-30 s gapless MP3 loop that wraps smoothly", async () => {
    const decoder = new MPEGDecoder({ enableGapless: true });
    await decoder.ready;
    try {
      for (const theme of themes.filter((candidate) => candidate.audioPath)) {
        const bytes = await fs.readFile(file(theme.audioPath as string));
        expect(bytes.length, theme.id).toBeLessThan(BUDGET.audio);
        expect(readGaplessInfo(bytes), theme.id).not.toBeNull();
        await decoder.reset();
        const decoded = decoder.decode(new Uint8Array(bytes));
        expect(decoded.errors, theme.id).toEqual([]);
        expect(decoded.sampleRate).toBe(SAMPLE_RATE);
        const seconds = decoded.samplesDecoded / decoded.sampleRate;
        expect(seconds, theme.id).toBeGreaterThanOrEqual(20);
        expect(seconds, theme.id).toBeLessThanOrEqual(30);
        const definition = BUILTIN_THEMES.find((candidate) => candidate.id === theme.id);
        if (definition?.kind === "book" && definition.sound)
          expect(seconds).toBe(definition.sound.seconds);
        const samples = decoded.channelData[0] ?? new Float32Array();
        expect(seamRoughness(samples.subarray(0, decoded.samplesDecoded)), theme.id).toBeLessThan(
          1.5,
        );
      }
    } finally {
      decoder.free();
    }
  });

  it("rewrites nothing when run again, and returns the same list", async () => {
    const before = await mtimes();
    const again = await ensureBuiltinThemeFiles(outDir);
    expect(again).toEqual(themes);
    expect(await mtimes()).toEqual(before);
  });

  it("regenerates only a theme whose file went missing, byte for byte the same", async () => {
    const target = themes.find((theme) => theme.id === "page-sepia");
    if (!target) throw new Error("page-sepia is gone");
    const original = await fs.readFile(file(target.imagePath));
    const others = async () => {
      const times = await mtimes();
      for (const key of times.keys())
        if (key.includes(target.id) || key === "manifest") times.delete(key);
      return times;
    };
    const othersBefore = await others();
    await fs.rm(file(target.imagePath));
    await ensureBuiltinThemeFiles(outDir);
    expect((await fs.readFile(file(target.imagePath))).equals(original)).toBe(true);
    expect(await others()).toEqual(othersBefore);
  });

  it("regenerates a theme whose recorded definition no longer matches", async () => {
    const manifestPath = file("themes/manifest.json");
    const manifest = JSON.parse(await fs.readFile(manifestPath, "utf8"));
    manifest.themes["page-night"].fingerprint = "stale";
    await fs.writeFile(manifestPath, JSON.stringify(manifest));
    const target = themes.find((theme) => theme.id === "page-night");
    if (!target) throw new Error("page-night is gone");
    const before = (await fs.stat(file(target.imagePath))).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await ensureBuiltinThemeFiles(outDir);
    expect((await fs.stat(file(target.imagePath))).mtimeMs).toBeGreaterThan(before);
    const rewritten = JSON.parse(await fs.readFile(manifestPath, "utf8"));
    expect(rewritten.themes["page-night"].fingerprint).not.toBe("stale");
  });
});

/**
 * A small seeded pseudo-random generator (mulberry32). Every generated theme file
 * draws from one of these, so the same seed always gives byte-identical output and a
 * theme can be regenerated on any machine without shipping the media itself.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A uniform number in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A uniform integer in [0, count). */
  int(count: number): number {
    return Math.floor(this.next() * count);
  }

  /** A uniform number in [-1, 1): white noise for audio. */
  signed(): number {
    return this.next() * 2 - 1;
  }

  /** A normally distributed number (Box-Muller). */
  gaussian(mean = 0, deviation = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error("Random.pick needs at least one item");
    return item;
  }

  /** An independent generator, so adding draws to one layer does not shift another. */
  fork(salt: number): Random {
    return new Random(Math.imul(this.state ^ salt, 0x9e3779b1) ^ (salt << 7));
  }
}

/** FNV-1a: turns a theme id into a seed so each theme's randomness is its own. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

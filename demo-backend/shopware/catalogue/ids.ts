// Deterministic ids and pseudo-randomness for the generated catalogue.
// Shopware ids are 32 lowercase hex characters (a UUID without dashes); ours are hashes of a
// stable key, so the same category, brand or product gets the same id on every machine.

/** 128-bit string hash (cyrb128): four 32-bit words, cheap and well spread for short keys. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4; h2 ^= h1; h3 ^= h1; h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A Shopware-style id (32 hex characters) derived from a stable key such as `category:Dames`. */
export function stableId(key: string): string {
  return cyrb128(key).map((w) => w.toString(16).padStart(8, '0')).join('');
}

/** True for a string shaped like a Shopware id; route parameters are checked before SQL. */
export function isShopwareId(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}

/** A seeded random source (sfc32). Each product gets its own, so chunks generate independently. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function randomFor(key: string): Random {
  let [a, b, c, d] = cyrb128(key);
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    sample: (items, count) => {
      const chosen = new Set<number>();
      const n = Math.min(count, items.length);
      while (chosen.size < n) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((x, y) => x - y).map((i) => items[i]!);
    },
  };
  return random;
}

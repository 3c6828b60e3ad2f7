// Deterministic identifiers for the seed dataset: asset ids, array `_key`s and revisions are
// hashes of a stable name, so every machine (and every restart) produces the same documents.

/** 32-bit FNV-1a of `text`, started from `seed` so that one text yields several words. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // A final avalanche so that names differing in their last character differ everywhere.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** `length` lowercase hex characters derived from `name`. */
export function hexFor(name: string, length: number): string {
  let out = '';
  for (let word = 0; out.length < length; word++) out += fnv1a(name, word).toString(16).padStart(8, '0');
  return out.slice(0, length);
}

/** An array item key, 12 hex characters like the Studio's. */
export function keyFor(name: string): string {
  return hexFor(`key:${name}`, 12);
}

/** A document revision: Sanity's are opaque 22-character strings. */
export function revisionFor(name: string): string {
  return BigInt(`0x${hexFor(`rev:${name}`, 32)}`).toString(36).padStart(22, '0').slice(0, 22);
}

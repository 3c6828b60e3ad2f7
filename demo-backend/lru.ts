// The demo backend's in-memory caches (GROQ query plans, video metadata, catalogue products)
// share this one bounded map.

/** A Map that forgets its least recently used entry beyond `limit` entries. */
export class LruCache<K, V> {
  #entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Re-insert to mark as most recently used (a Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value as K);
  }
}

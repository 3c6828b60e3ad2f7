// An in-memory Workers KV namespace for unit tests. It keeps KV's rules that matter to the
// cache (expirationTtl of at least 60 s, metadata of at most 1024 bytes, keys listed in
// lexicographic order, paginated with an opaque cursor) and counts its operations, as Workers
// counts them against the 1,000 KV operations one invocation may make.

interface StoredValue {
  value: string;
  metadata: unknown;
  /** Milliseconds since the epoch. */
  expiresAt?: number;
}

type GetType = 'text' | 'json';
type GetArg = GetType | { type?: GetType } | undefined;

export interface MemoryKv {
  /** The fake, typed as the binding the code under test expects. */
  namespace: KVNamespace;
  /** Live (unexpired) keys, sorted. */
  keys(): string[];
  /** Number of put calls so far. */
  writes(): number;
  /** Every call so far (get, getWithMetadata, put, delete, list): what a Worker invocation is limited in. */
  operations(): number;
}

const MAX_METADATA_BYTES = 1024;
const MIN_TTL_SECONDS = 60;
const DEFAULT_LIST_LIMIT = 1000;

export function createMemoryKv(options: { now?: () => number } = {}): MemoryKv {
  const now = options.now ?? Date.now;
  const store = new Map<string, StoredValue>();
  let writes = 0;
  let operations = 0;

  const live = (key: string): StoredValue | undefined => {
    const stored = store.get(key);
    if (stored?.expiresAt !== undefined && stored.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return stored;
  };
  const liveKeys = () => [...store.keys()].filter((key) => live(key)).sort();
  const decode = (value: string, arg: GetArg): unknown => {
    const type = typeof arg === 'string' ? arg : (arg?.type ?? 'text');
    return type === 'json' ? JSON.parse(value) : value;
  };

  const fake = {
    async get(key: string, arg?: GetArg) {
      operations += 1;
      const stored = live(key);
      return stored ? decode(stored.value, arg) : null;
    },
    async getWithMetadata(key: string, arg?: GetArg) {
      operations += 1;
      const stored = live(key);
      return stored
        ? { value: decode(stored.value, arg), metadata: stored.metadata ?? null, cacheStatus: null }
        : { value: null, metadata: null, cacheStatus: null };
    },
    async put(
      key: string,
      value: string,
      putOptions: { expiration?: number; expirationTtl?: number; metadata?: unknown } = {},
    ) {
      operations += 1;
      if (typeof value !== 'string') throw new TypeError('memory KV stores strings only');
      const { expiration, expirationTtl, metadata } = putOptions;
      if (expirationTtl !== undefined && expirationTtl < MIN_TTL_SECONDS) {
        throw new Error(`KV PUT failed: 400 Invalid expiration_ttl of ${expirationTtl}. Expiration TTL must be at least 60.`);
      }
      if (metadata !== undefined && new TextEncoder().encode(JSON.stringify(metadata)).byteLength > MAX_METADATA_BYTES) {
        throw new Error('KV PUT failed: 413 Metadata length exceeds limit of 1024 bytes');
      }
      writes += 1;
      const expiresAt =
        expirationTtl !== undefined ? now() + expirationTtl * 1000 : expiration !== undefined ? expiration * 1000 : undefined;
      store.set(key, { value, metadata, expiresAt });
    },
    async delete(key: string) {
      operations += 1;
      store.delete(key);
    },
    async list(listOptions: { prefix?: string | null; cursor?: string | null; limit?: number } = {}) {
      operations += 1;
      const matching = liveKeys().filter((key) => key.startsWith(listOptions.prefix ?? ''));
      const start = listOptions.cursor ? Number(listOptions.cursor) : 0;
      const end = start + (listOptions.limit ?? DEFAULT_LIST_LIMIT);
      const keys = matching.slice(start, end).map((name) => {
        const stored = store.get(name);
        return {
          name,
          ...(stored?.expiresAt !== undefined && { expiration: Math.floor(stored.expiresAt / 1000) }),
          ...(stored?.metadata !== undefined && { metadata: stored.metadata }),
        };
      });
      return end < matching.length
        ? { keys, list_complete: false as const, cursor: String(end), cacheStatus: null }
        : { keys, list_complete: true as const, cacheStatus: null };
    },
  };

  return {
    namespace: fake as unknown as KVNamespace,
    keys: liveKeys,
    writes: () => writes,
    operations: () => operations,
  };
}

// The KV key of a backend call: the normalised request, hashed. It deliberately takes no
// headers: the shopper's sw-context-token (or any cookie) must never become part of a shared
// key, and calls that need one are cacheNone() anyway.

export interface CacheKeyParts {
  backend: 'shopware' | 'sanity';
  method: string;
  url: string;
  body?: unknown;
  /**
   * Everything outside the request that decides the answer: for Shopware the endpoint, sales
   * channel (access key), language and currency; for Sanity the project, dataset and API
   * version. Without it two channels or environments sharing a KV namespace would read each
   * other's entries. Hashed like the rest, so the access key never shows in a key.
   */
  scope: Record<string, string>;
}

/** Field names that carry a shopper's session or credentials; a key built from them would leak it. */
const SECRET_FIELD = /context-?token|^authorization$|^cookie$|^set-cookie$|^sw-access-key$/i;

/**
 * Entries hold what the storefront renders (mapped values), not raw backend answers, so a
 * change to a mapper changes what an entry means. Bump this with any such change: old entries
 * then simply miss (and expire) instead of being read in a shape the code no longer expects.
 */
// 8: keys carry the sales channel, language, currency and content project (scope).
export const CACHED_SHAPE_VERSION = 8;

/** Keeps the readable part of a key short: KV keys are at most 512 bytes and the tag index prefixes them. */
const READABLE_PATH_LENGTH = 80;

export async function cacheKey(parts: CacheKeyParts): Promise<string> {
  const method = parts.method.toUpperCase();
  const url = normaliseUrl(parts.url);
  const request = {
    backend: parts.backend,
    method,
    url: url.href,
    body: parts.body === undefined ? null : canonicalValue(parts.body, 'body'),
    scope: canonicalValue(parts.scope, 'scope'),
  };
  const hash = await sha256Hex(JSON.stringify(request));
  return `v${CACHED_SHAPE_VERSION}:${parts.backend}:${method}:${url.pathname.slice(0, READABLE_PATH_LENGTH)}:${hash}`;
}

/** Same resource, same key: query parameters sorted, the fragment dropped. */
function normaliseUrl(raw: string): URL {
  // A relative URL is fine: the backend is part of the key and the host is then constant.
  const url = new URL(raw, 'http://backend.invalid');
  for (const name of url.searchParams.keys()) assertNotSecret(name, 'query');
  const sorted = [...url.searchParams].sort(([a, av], [b, bv]) =>
    a === b ? compare(av, bv) : compare(a, b),
  );
  url.search = new URLSearchParams(sorted).toString();
  url.hash = '';
  return url;
}

/** A JSON value with object keys sorted at every depth, so `{a, b}` and `{b, a}` share a key. */
function canonicalValue(value: unknown, path: string): unknown {
  if (value !== null && typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function') {
    return canonicalValue(value.toJSON(), path);
  }
  if (Array.isArray(value)) return value.map((item, index) => canonicalValue(item, `${path}[${index}]`) ?? null);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort(compare)) {
      assertNotSecret(name, path);
      const field = canonicalValue((value as Record<string, unknown>)[name], `${path}.${name}`);
      if (field !== undefined) sorted[name] = field;
    }
    return sorted;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'bigint') throw new TypeError(`cacheKey: ${path} is a bigint, which JSON cannot hold`);
  return value;
}

function assertNotSecret(name: string, where: string): void {
  if (SECRET_FIELD.test(name)) {
    throw new TypeError(`cacheKey: refusing "${name}" in ${where}; a shopper's token must never be part of a cache key`);
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The SHA-256 of `text`, in hex (a cache key; a rate limit's subject that must not name what it counts). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// A sliding-window rate limit per client for shopper actions that reach a backend mailbox
// (the contact form). The log of recent hits lives in Workers KV, so isolates of one location
// share it, and in this isolate, so bursts are counted exactly even before KV has the write
// (KV is eventually consistent and allows one write per key per second). The client is the
// hashed CF-Connecting-IP; locally (no header) every request counts as one client.

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/** The client a request counts for: Cloudflare's connecting IP, or one constant locally. */
export function rateLimitClient(headers: Headers): string {
  return headers.get('cf-connecting-ip')?.trim() || 'local';
}

const local = new Map<string, number[]>();
const MAX_LOCAL_KEYS = 10_000;

async function hashed(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const parseLog = (raw: string | null): number[] => {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
};

/**
 * Counts one hit for `client` in `scope` unless the limit is reached. Hits older than the
 * window are dropped; a refused hit is not counted.
 */
export async function hitRateLimit(
  kv: KVNamespace, scope: string, client: string, limit: RateLimit, now = Date.now(),
): Promise<RateLimitResult> {
  const key = `ratelimit:${scope}:${await hashed(client)}`;
  const since = now - limit.windowSeconds * 1000;
  let stored: number[] = [];
  try {
    stored = parseLog(await kv.get(key));
  } catch (error) {
    console.warn('Rate limit: KV read failed, counting in this isolate only', error);
  }
  const hits = [...new Set([...stored, ...(local.get(key) ?? [])])].filter((t) => t > since).sort((a, b) => a - b);
  if (hits.length >= limit.max) {
    const oldest = hits[hits.length - limit.max]!;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now) / 1000)) };
  }
  hits.push(now);
  if (local.size >= MAX_LOCAL_KEYS) local.clear();
  local.set(key, hits);
  try {
    await kv.put(key, JSON.stringify(hits), { expirationTtl: Math.max(60, limit.windowSeconds) });
  } catch (error) {
    console.warn('Rate limit: KV write failed, counting in this isolate only', error);
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Test hook: forget this isolate's counts (a fresh isolate). */
export function forgetLocalRateLimits(): void {
  local.clear();
}

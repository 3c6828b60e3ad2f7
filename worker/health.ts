// Health checks for on call (#34).
// - GET /__health: the worker runs and its configuration reads. No backend call: a load
//   balancer or uptime check may ask every few seconds, and it must cost nothing.
// - POST /__health/deep: asks Shopware and Sanity themselves, each with a short timeout, and
//   says which is down (200 when both answer, else 503). It makes two backend calls, so it is
//   signed like a manual purge (worker/api/revalidate.ts): body `{timestamp, nonce?}` (Unix
//   seconds, within 5 minutes of now), header `shopware-shop-signature` = hex HMAC-SHA256 of the
//   raw body with SHOPWARE_WEBHOOK_SECRET. Anything else is 401 before any backend is asked.
//   No replay record: a probe sent twice only probes twice.
import { Hono } from 'hono';
import * as z from 'zod';
import { readConfig, type Config } from './env';
import { checkShopwareSignature, isRecent } from './cache/webhook-signatures';
import { readBodyLimited, TOO_LARGE } from './request/read-body';
import { publicClient } from './shopware/client';
import { sanityClient } from './sanity/client';
import type { AppEnv } from './types';
import { failureStatus } from '../shared/errors';
import { clockNow } from '../shared/clock';

/** How long a backend has to answer the probe: well under a page's deadline (3 s). */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;
const BODY_LIMIT = 1024;
const SIGNATURE_HEADER = 'shopware-shop-signature';
const NO_STORE = { 'Cache-Control': 'no-store' };

const probeBody = z.strictObject({ timestamp: z.number(), nonce: z.string().max(64).optional() });

export interface ProbeResult {
  ok: boolean;
  ms: number;
  /** What went wrong, in an on-call engineer's words: 'timeout', 'status 503', 'unreachable'. */
  problem?: string;
}

/** Runs one probe with its own timeout; never throws. */
export async function probe(ask: (signal: AbortSignal) => Promise<unknown>, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  const startedAt = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // The race stops waiting even when a client ignores the signal.
    await Promise.race([
      ask(signal),
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    ]);
    return { ok: true, ms: Date.now() - startedAt };
  } catch (error) {
    return { ok: false, ms: Date.now() - startedAt, problem: describeProblem(error, signal) };
  }
}

function describeProblem(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'timeout';
  const status = failureStatus(error);
  return status !== undefined ? `status ${status}` : 'unreachable';
}

/** Shopware's Store API and Sanity's query API, asked at once. */
export async function probeBackends(config: Config): Promise<{ shopware: ProbeResult; sanity: ProbeResult }> {
  const [shopware, sanity] = await Promise.all([
    probe((signal) => publicClient(config).invoke('readContext get /context', { fetchOptions: { retry: 0, signal } })),
    probe((signal) => sanityClient(config).fetch('count(*[_type == "siteConfig"])', {}, { signal })),
  ]);
  return { shopware, sanity };
}

export const health = new Hono<AppEnv>()
  .get('/__health', (c) => {
    readConfig(c.env);
    return c.json({ ok: true }, 200, NO_STORE);
  })
  .post('/__health/deep', async (c) => {
    const config = readConfig(c.env);
    const bytes = await readBodyLimited(c.req.raw, BODY_LIMIT);
    if (bytes === TOO_LARGE) return c.json({ error: 'Payload too large' }, 413, NO_STORE);
    const rawBody = new TextDecoder().decode(bytes);
    const check = await checkShopwareSignature(rawBody, c.req.header(SIGNATURE_HEADER) ?? '', c.env.SHOPWARE_WEBHOOK_SECRET);
    const body = check.valid ? probeBody.safeParse(safeJson(rawBody)) : null;
    if (!check.valid || !body?.success || !isRecent(body.data.timestamp * 1000, clockNow())) {
      return c.json({ error: 'Invalid signature' }, 401, NO_STORE);
    }
    const backends = await probeBackends(config);
    const ok = backends.shopware.ok && backends.sanity.ok;
    return c.json({ ok, ...backends }, ok ? 200 : 503, NO_STORE);
  });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// POST /api/revalidate: purges the edge cache by tag when a backend says its data changed.
//
// - Sanity webhooks (`sanity-webhook-signature`), projection `{_id, _type}`
//   → `sanity:doc:<id>` and `sanity:type:<type>`.
// - Shopware app webhooks (`shopware-shop-signature`), `{data: {event, payload: [{entity,
//   primaryKey, operation}]}, timestamp}` → the tags of every entity the storefront caches
//   (tags.ts: shopwareWebhookTags — products, categories, search, brands, product groups,
//   SEO URLs, snippets, landing pages).
// - A manual purge `{tags: [...], timestamp, nonce?}` signed like a Shopware webhook (hex
//   HMAC-SHA256 of the raw body with SHOPWARE_WEBHOOK_SECRET); `{tags: ['all']}` purges the
//   whole cache. The nonce lets two purges of the same tags within one second differ.
//
// Every kind must carry a timestamp within WEBHOOK_MAX_AGE_MS of now, and a signature is
// accepted once: it is remembered in KV until its timestamp leaves that window, so a captured
// request can be replayed neither later nor at once. The body is at most REVALIDATE_BODY_LIMIT
// bytes (413), checked before anything is read or verified.
//
// A bad, missing, stale or replayed signature answers 401 and purges nothing; a body that does
// not fit answers 400. A purge marks entries stale rather than deleting them (purge.ts).
import { decodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { purgeTags } from '../cache/purge';
import { CACHE_TAG_PATTERN, sanityWebhookTags, shopwareWebhookTags } from '../cache/tags';
import { checkSanitySignature, checkShopwareSignature, isRecent, WEBHOOK_MAX_AGE_MS, type SignatureCheck } from '../cache/webhook-signatures';
import { readBodyLimited, TOO_LARGE } from '../middleware/read-body';
import { logWarn } from '../logging/log';

export type RevalidateBindings = {
  CACHE: KVNamespace;
  SANITY_WEBHOOK_SECRET?: string;
  SHOPWARE_WEBHOOK_SECRET?: string;
};

type RevalidateContext = Context<{ Bindings: RevalidateBindings }>;

export const SHOPWARE_SIGNATURE_HEADER = 'shopware-shop-signature';

const sanityDocumentSchema = z.object({ _id: z.string().min(1), _type: z.string().min(1) });

const shopwareWebhookSchema = z.object({
  data: z.object({
    event: z.string(),
    payload: z.array(
      z.object({
        entity: z.string(),
        primaryKey: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
        id: z.string().optional(),
        operation: z.string().optional(),
      }),
    ),
  }),
  /** Unix seconds, as Shopware sends it. */
  timestamp: z.number(),
});

const manualPurgeSchema = z.strictObject({
  tags: z.array(z.string().regex(CACHE_TAG_PATTERN, 'is not a cache tag')).min(1).max(100),
  /** Unix seconds. */
  timestamp: z.number(),
  nonce: z.string().max(64).optional(),
});

/** Webhook bodies are small (a projection, a list of changed rows); anything larger is refused unread. */
export const REVALIDATE_BODY_LIMIT = 64 * 1024;

/** KV keys of signatures already used: `revalidate-signature:<signature>`. */
const USED_SIGNATURE_PREFIX = 'revalidate-signature:';

export const revalidateRoute = new Hono<{ Bindings: RevalidateBindings }>().post('/', async (c) => {
  const bytes = await readBodyLimited(c.req.raw, REVALIDATE_BODY_LIMIT);
  if (bytes === TOO_LARGE) return c.json({ error: 'Payload too large' }, 413);
  const rawBody = new TextDecoder().decode(bytes);
  const now = Date.now();
  const sanitySignature = c.req.header(SIGNATURE_HEADER_NAME);
  const shopwareSignature = c.req.header(SHOPWARE_SIGNATURE_HEADER);

  let tags: string[];
  let signature: string;
  let signedAtMs: number;
  if (sanitySignature !== undefined) {
    const check = await checkSanitySignature(rawBody, sanitySignature, c.env.SANITY_WEBHOOK_SECRET, now);
    if (!check.valid) return refuse(c, check);
    const decoded = decodeSignatureHeader(sanitySignature);
    signature = decoded.hashedPayload;
    signedAtMs = decoded.timestamp;
    const document = validate(parseJson(rawBody), sanityDocumentSchema);
    if (!document.success) return malformed(c, document.message);
    tags = sanityWebhookTags(document.data);
  } else if (shopwareSignature !== undefined) {
    const check = await checkShopwareSignature(rawBody, shopwareSignature, c.env.SHOPWARE_WEBHOOK_SECRET);
    if (!check.valid) return refuse(c, check);
    const json = parseJson(rawBody);
    if (json === NOT_JSON) return malformed(c, 'not JSON');
    // Without a timestamp a signed body would stay valid forever.
    const timestamp = typeof json === 'object' && json !== null && 'timestamp' in json ? json.timestamp : undefined;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return refuse(c, { valid: false, reason: 'no timestamp' });
    if (!isRecent(timestamp * 1000, now)) return refuse(c, { valid: false, reason: 'timestamp outside the replay window' });
    signature = shopwareSignature.toLowerCase();
    signedAtMs = timestamp * 1000;
    const isManualPurge = typeof json === 'object' && json !== null && 'tags' in json;
    const body = isManualPurge ? validate(json, manualPurgeSchema) : validate(json, shopwareWebhookSchema);
    if (!body.success) return malformed(c, body.message);
    tags = 'tags' in body.data ? [...new Set(body.data.tags)] : shopwareWebhookTags(body.data.data.payload);
  } else {
    return refuse(c, { valid: false, reason: 'no signature header' });
  }

  if (!(await useSignatureOnce(c.env.CACHE, signature, signedAtMs, now))) {
    return refuse(c, { valid: false, reason: 'signature already used (replay)' });
  }
  const { purgedKeys } = await purgeTags(c.env.CACHE, tags, now);
  return c.json({ purged: purgedKeys, tags });
});

/**
 * Remembers a signature until its timestamp leaves the window; false when it was seen before.
 * KV is eventually consistent: a replay sent to another location within about a minute may
 * not see the mark yet. It can then purge once more, never outside the window.
 */
async function useSignatureOnce(kv: KVNamespace, signature: string, signedAtMs: number, now: number): Promise<boolean> {
  const key = USED_SIGNATURE_PREFIX + signature;
  if ((await kv.get(key)) !== null) return false;
  const remainingSeconds = Math.ceil((signedAtMs + WEBHOOK_MAX_AGE_MS - now) / 1000);
  await kv.put(key, String(now), { expirationTtl: Math.max(60, remainingSeconds + 1) });
  return true;
}

function refuse(c: RevalidateContext, check: Extract<SignatureCheck, { valid: false }>) {
  // The reason is logged, not returned: a caller without the secret learns nothing.
  logWarn(`[revalidate] refused: ${check.reason}`);
  return c.json({ error: 'Invalid signature' }, 401);
}

function malformed(c: RevalidateContext, message: string) {
  return c.json({ error: `Malformed body: ${message}` }, 400);
}

const NOT_JSON = Symbol('not JSON');

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return NOT_JSON;
  }
}

type Validated<T> = { success: true; data: T } | { success: false; message: string };

function validate<T>(json: unknown, schema: z.ZodType<T>): Validated<T> {
  if (json === NOT_JSON) return { success: false, message: 'not JSON' };
  const result = schema.safeParse(json);
  return result.success ? { success: true, data: result.data } : { success: false, message: z.prettifyError(result.error) };
}

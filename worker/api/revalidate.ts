// POST /api/revalidate: purges the edge cache by tag when a backend says its data changed.
//
// - Sanity webhooks (`sanity-webhook-signature`), projection `{_id, _type}`
//   → `sanity:doc:<id>` and `sanity:type:<type>`.
// - Shopware app webhooks (`shopware-shop-signature`), `{data: {event, payload: [{entity,
//   primaryKey}]}, timestamp}` → product, category (+ navigation) and snippet tags.
// - A manual purge `{tags: [...], timestamp?}` signed like a Shopware webhook (hex HMAC-SHA256
//   of the raw body with SHOPWARE_WEBHOOK_SECRET); `{tags: ['all']}` empties the cache. Its
//   timestamp (Unix seconds) is checked when present; without one a captured request could be
//   replayed, which at worst empties the cache again.
//
// A bad or missing signature answers 401 and purges nothing; a body that does not fit answers 400.
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { purgeTags } from '../cache/purge';
import { CACHE_TAG_PATTERN, sanityWebhookTags, shopwareWebhookTags } from '../cache/tags';
import { checkSanitySignature, checkShopwareSignature, isRecent, type SignatureCheck } from '../cache/webhook-signatures';

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
      }),
    ),
  }),
  /** Unix seconds, as Shopware sends it. */
  timestamp: z.number(),
});

const manualPurgeSchema = z.strictObject({
  tags: z.array(z.string().regex(CACHE_TAG_PATTERN, 'is not a cache tag')).min(1).max(100),
  timestamp: z.number().optional(),
});

export const revalidateRoute = new Hono<{ Bindings: RevalidateBindings }>().post('/', async (c) => {
  const rawBody = await c.req.text();
  const now = Date.now();
  const sanitySignature = c.req.header(SIGNATURE_HEADER_NAME);
  const shopwareSignature = c.req.header(SHOPWARE_SIGNATURE_HEADER);

  let tags: string[];
  if (sanitySignature !== undefined) {
    const check = await checkSanitySignature(rawBody, sanitySignature, c.env.SANITY_WEBHOOK_SECRET, now);
    if (!check.valid) return refuse(c, check);
    const document = validate(parseJson(rawBody), sanityDocumentSchema);
    if (!document.success) return malformed(c, document.message);
    tags = sanityWebhookTags(document.data);
  } else if (shopwareSignature !== undefined) {
    const check = await checkShopwareSignature(rawBody, shopwareSignature, c.env.SHOPWARE_WEBHOOK_SECRET);
    if (!check.valid) return refuse(c, check);
    const json = parseJson(rawBody);
    const isManualPurge = typeof json === 'object' && json !== null && 'tags' in json;
    const body = isManualPurge ? validate(json, manualPurgeSchema) : validate(json, shopwareWebhookSchema);
    if (!body.success) return malformed(c, body.message);
    const { timestamp } = body.data;
    if (timestamp !== undefined && !isRecent(timestamp * 1000, now)) {
      return refuse(c, { valid: false, reason: 'timestamp older than 5 minutes' });
    }
    tags = 'tags' in body.data ? [...new Set(body.data.tags)] : shopwareWebhookTags(body.data.data.payload);
  } else {
    return refuse(c, { valid: false, reason: 'no signature header' });
  }

  const { purgedKeys } = await purgeTags(c.env.CACHE, tags);
  return c.json({ purged: purgedKeys, tags });
});

function refuse(c: RevalidateContext, check: Extract<SignatureCheck, { valid: false }>) {
  // The reason is logged, not returned: a caller without the secret learns nothing.
  console.warn(`[revalidate] refused: ${check.reason}`);
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

// POST /api/revalidate: purges the edge cache by tag when a backend says its data changed.
//
// - Sanity webhooks (`sanity-webhook-signature`), projection `{_id, _type}`
//   → `sanity:doc:<id>` and `sanity:type:<type>`.
// - Shopware app webhooks (`shopware-shop-signature`), `{data: {event, payload: [{entity,
//   primaryKey, operation}]}, source: {shopId, …}, timestamp}`, signed with the secret the shop
//   got when it registered the app (shopware-app/registration.ts), or without a `source` with
//   SHOPWARE_WEBHOOK_SECRET → the tags of every entity the storefront caches
//   (tags.ts: shopwareWebhookTags — products, categories, search, brands, product groups,
//   SEO URLs, snippets, landing pages).
// - A manual purge `{tags: [...], timestamp, nonce?}` signed like a Shopware webhook (hex
//   HMAC-SHA256 of the raw body with SHOPWARE_WEBHOOK_SECRET); `{tags: ['all']}` purges the
//   whole cache. The nonce lets two purges of the same tags within one second differ.
//
// Every kind must carry a timestamp within WEBHOOK_MAX_AGE_MS of now. The purge runs as a job
// named after the signature (cache/purge-job.ts, decision 022): in slices, so that no invocation
// exceeds the 1,000 KV operations it may make, the first in this request and the rest on the
// job's alarm. The same signed request again (a sender's retry, or a replay within the window)
// finds the same job: it resumes one that was cut off, or reports one that is done, and never
// purges anything twice. Outside the window the request is refused for its age. The body is at
// most REVALIDATE_BODY_LIMIT bytes (413), checked before anything is read or verified.
//
// Answers: 200 `{status: 'done', tags, purged, reached, slices, kvOpsMax}` once the job is
// complete; 202 with `status: 'running'` while its alarm carries it on (send the same request
// again to learn how far it got); 503 when the slice of this request failed (retry it). A bad,
// missing or stale signature answers 401 and purges nothing; a body that does not fit, 400. A
// purge marks entries stale rather than deleting them (purge.ts), and in this isolate it
// supersedes running loads and forgets the memory layer's copies at once.
import { decodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { purgeInIsolate } from '../cache/purge';
import type { PurgeJobStatus, PurgeRequest } from '../cache/purge-job';
import { CACHE_TAG_PATTERN, sanityWebhookTags, shopwareWebhookTags } from '../cache/tags';
import { checkSanitySignature, checkShopwareSignature, isRecent, type SignatureCheck } from '../cache/webhook-signatures';
import { readBodyLimited, TOO_LARGE } from '../request/read-body';
import { shopSecret } from '../shopware-app/registration';
import { logWarn } from '../logging/log';
import { clockNow } from '../../shared/clock';

/** What the route needs of the PURGE_JOBS Durable Object namespace (worker/durable/purge-job.ts). */
export interface PurgeJobs {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): { run(request: PurgeRequest): Promise<PurgeJobStatus> };
}

export type RevalidateBindings = {
  PURGE_JOBS: PurgeJobs;
  /** Where the Shopware app keeps its registered shops' secrets (shopware-app/registration.ts). */
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

export const revalidateRoute = new Hono<{ Bindings: RevalidateBindings }>().post('/', async (c) => {
  const bytes = await readBodyLimited(c.req.raw, REVALIDATE_BODY_LIMIT);
  if (bytes === TOO_LARGE) return c.json({ error: 'Payload too large' }, 413);
  const rawBody = new TextDecoder().decode(bytes);
  const now = clockNow();
  const sanitySignature = c.req.header(SIGNATURE_HEADER_NAME);
  const shopwareSignature = c.req.header(SHOPWARE_SIGNATURE_HEADER);

  let tags: string[];
  let kind: 'sanity' | 'shopware';
  let signature: string;
  let signedAtMs: number;
  if (sanitySignature !== undefined) {
    const check = await checkSanitySignature(rawBody, sanitySignature, c.env.SANITY_WEBHOOK_SECRET, now);
    if (!check.valid) return refuse(c, check);
    const decoded = decodeSignatureHeader(sanitySignature);
    kind = 'sanity';
    signature = decoded.hashedPayload;
    signedAtMs = decoded.timestamp;
    const document = validate(parseJson(rawBody), sanityDocumentSchema);
    if (!document.success) return malformed(c, document.message);
    tags = sanityWebhookTags(document.data);
  } else if (shopwareSignature !== undefined) {
    // A shop that installed the app signs with its own secret, named by its id (the id only picks
    // the secret: the signature decides); a manual purge, with the operator's.
    const json = parseJson(rawBody);
    const shopId = sourceShopId(json);
    const secret = shopId === null ? c.env.SHOPWARE_WEBHOOK_SECRET : (await shopSecret(c.env.CACHE, shopId)) ?? undefined;
    const check = await checkShopwareSignature(rawBody, shopwareSignature, secret);
    if (!check.valid) return refuse(c, shopId !== null && secret === undefined ? { valid: false, reason: `no registered shop ${shopId.slice(0, 40)}` } : check);
    if (json === NOT_JSON) return malformed(c, 'not JSON');
    // Without a timestamp a signed body would stay valid forever.
    const timestamp = typeof json === 'object' && json !== null && 'timestamp' in json ? json.timestamp : undefined;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return refuse(c, { valid: false, reason: 'no timestamp' });
    if (!isRecent(timestamp * 1000, now)) return refuse(c, { valid: false, reason: 'timestamp outside the replay window' });
    kind = 'shopware';
    signature = shopwareSignature.toLowerCase();
    signedAtMs = timestamp * 1000;
    const isManualPurge = typeof json === 'object' && json !== null && 'tags' in json;
    const body = isManualPurge ? validate(json, manualPurgeSchema) : validate(json, shopwareWebhookSchema);
    if (!body.success) return malformed(c, body.message);
    tags = 'tags' in body.data ? [...new Set(body.data.tags)] : shopwareWebhookTags(body.data.data.payload);
  } else {
    return refuse(c, { valid: false, reason: 'no signature header' });
  }

  // At once in this isolate, every time: a retry finds nothing new here, and costs no KV.
  purgeInIsolate(tags);
  let status: PurgeJobStatus;
  try {
    const jobs = c.env.PURGE_JOBS;
    status = await jobs.get(jobs.idFromName(`${kind}:${signature}`)).run({ tags, signedAtMs });
  } catch (error) {
    // The job keeps what it did and its alarm carries it on; the sender's retry resumes it too.
    logWarn('[revalidate] purge interrupted; the job resumes on its alarm or on a retry', error);
    return c.json({ error: 'Purge interrupted; send the same request again' }, 503);
  }
  const { done, ...counts } = status;
  return c.json({ status: done ? 'done' : 'running', ...counts }, done ? 200 : 202);
});

function refuse(c: RevalidateContext, check: Extract<SignatureCheck, { valid: false }>) {
  // The reason is logged, not returned: a caller without the secret learns nothing.
  logWarn(`[revalidate] refused: ${check.reason}`);
  return c.json({ error: 'Invalid signature' }, 401);
}

function malformed(c: RevalidateContext, message: string) {
  return c.json({ error: `Malformed body: ${message}` }, 400);
}

const NOT_JSON = Symbol('not JSON');

/** The shop an app webhook comes from (`source.shopId`), or null: not an app webhook. */
function sourceShopId(json: unknown): string | null {
  const source = typeof json === 'object' && json !== null && 'source' in json ? json.source : null;
  const shopId = typeof source === 'object' && source !== null && 'shopId' in source ? source.shopId : null;
  // Shopware's shop ids are 16 letters and digits (ShopIdProvider); anything else names no shop
  // (and costs no KV read): it is checked against SHOPWARE_WEBHOOK_SECRET, which it cannot match.
  return typeof shopId === 'string' && /^[A-Za-z0-9]{1,64}$/.test(shopId) ? shopId : null;
}

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

// Request helpers shared by the catalogue's route modules.
import type { Context } from 'hono';
import type { ShopwareEnv } from '../types';
import { StoreApiError } from '../store-api-error';
import { ensureCatalogue } from './seed';
import { loadReference } from './reference';
import type { View } from './entities';
import { jsonText } from './frozen-json';
import { clockNow } from '../../../shared/clock';

export type Ctx = Context<ShopwareEnv>;

/**
 * c.json for answers made of shared entities: their JSON text is written once (frozen-json.ts).
 * The same body and Content-Type as c.json.
 */
export function entityJson(c: Ctx, value: unknown): Response {
  return c.body(jsonText(value), 200, { 'Content-Type': 'application/json' });
}

export function errorResponse(c: Ctx, error: unknown): Response {
  if (error instanceof StoreApiError) return c.json({ errors: error.entries }, error.status);
  console.error(error);
  return c.json({ errors: StoreApiError.of(500, '0', 'Internal error in the demo catalogue.').entries }, 500);
}

/** The request's parameters: JSON body (POST) merged over the query string (GET twins). */
export async function params(c: Ctx): Promise<Record<string, unknown>> {
  const query: Record<string, unknown> = {};
  const url = new URL(c.req.url);
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key.replace(/\[\]$/, '')] = key.endsWith('[]') ? all : all[all.length - 1];
  }
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    // 6.7's GET twins take the criteria compressed in `_criteria` (base64url of gzipped JSON).
    if (typeof query._criteria !== 'string') return query;
    const { _criteria: compressed, ...rest } = query;
    return { ...rest, ...(await decodeCriteria(compressed)) };
  }
  const text = await c.req.text();
  if (!text.trim()) return query;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw StoreApiError.of(400, 'FRAMEWORK__INVALID_REQUEST_BODY', 'The request body is not valid JSON.');
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...query, ...(body as object) } : query;
}

/** Decodes a `_criteria` query value (what @shopware/api-client's encodeForQuery makes). */
export async function decodeCriteria(value: string): Promise<Record<string, unknown>> {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const json = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    const criteria: unknown = JSON.parse(json);
    if (criteria && typeof criteria === 'object' && !Array.isArray(criteria)) return criteria as Record<string, unknown>;
  } catch {
    // Reported below, like any other value that is no criteria object.
  }
  throw StoreApiError.at(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "_criteria" is invalid.', undefined, { parameter: '_criteria' });
}

/** Seeds if needed and builds the serialisation view for this request. */
export async function viewFor(c: Ctx, body: Record<string, unknown> = {}): Promise<View> {
  await ensureCatalogue(c.env);
  const associations = (body.associations ?? {}) as Record<string, unknown>;
  return {
    origin: new URL(c.req.url).origin,
    ref: await loadReference(c.env),
    // The header turns SEO URLs on everywhere; the association asks for them explicitly.
    includeSeoUrls: c.get('includeSeoUrls') || 'seoUrls' in associations,
    nowMs: clockNow(),
  };
}

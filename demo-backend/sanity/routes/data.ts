// The Content Lake's data API under /v{apiVersion}/data/...: query, doc, mutate, actions,
// listen, live events.
// Shapes follow what @sanity/client sends and expects (shared/contracts/sanity.md).
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoEnv } from '../../env';
import { accessOf, unauthorized, viewFor, type Access } from '../access';
import { QueryError, runQuery, type QueryParams } from '../groq/execute';
import { sourceMapModeOf } from '../groq/source-map';
import { listenStream, publishTransaction } from '../listen';
import { liveEventStream, publishLiveEvent } from '../live';
import { actionsSchema, mutationsOfActions } from '../mutations/actions';
import { MutationError, applyTransaction, transactionSchema, type Transaction } from '../mutations/apply';
import { contentStore, isPublicId } from '../store';
import { DEMO_EDITOR } from './auth';
import { clockNow } from '../../../shared/clock';

type Ctx = Context<DemoEnv, string>;

/** The Content Lake's error body: `{error: {type, description}}`. */
const fail = (c: Ctx, status: ContentfulStatusCode, type: string, description: string, extra: object = {}) =>
  c.json({ error: { type, description, ...extra } }, status);

const apiVersionOf = (c: Ctx) => c.req.param('ver')!.slice(1);

/** `$name=<JSON>` search parameters, as the client encodes query parameters for GET. */
function paramsFromUrl(url: URL): { params: QueryParams } | { invalid: string } {
  const params: QueryParams = {};
  for (const [name, value] of url.searchParams) {
    if (!name.startsWith('$')) continue;
    try {
      params[name.slice(1)] = JSON.parse(value);
    } catch {
      return { invalid: `Unable to parse value of "${name}=${value}". Please quote string values.` };
    }
  }
  return { params };
}

async function queryRequest(c: Ctx): Promise<{ query: string; params: QueryParams } | { invalid: string }> {
  const url = new URL(c.req.url);
  if (c.req.method === 'POST') {
    const body = await c.req.json().catch(() => null) as { query?: unknown; params?: unknown } | null;
    if (!body || typeof body.query !== 'string') return { invalid: 'The request body must be JSON with a "query" string' };
    const params = body.params && typeof body.params === 'object' ? body.params as QueryParams : {};
    return { query: body.query, params };
  }
  const query = url.searchParams.get('query');
  if (!query) return { invalid: 'Missing "query" parameter' };
  const fromUrl = paramsFromUrl(url);
  return 'invalid' in fromUrl ? fromUrl : { query, params: fromUrl.params };
}

async function handleQuery(c: Ctx) {
  const started = performance.now();
  const access = accessOf(c);
  if (access === 'invalid') return unauthorized(c);
  const view = viewFor(c.req.query('perspective'), apiVersionOf(c), access);
  if (typeof view === 'object') return fail(c, 400, 'httpBadRequest', view.error);
  const request = await queryRequest(c);
  if ('invalid' in request) return fail(c, 400, 'httpBadRequest', request.invalid);
  try {
    const sourceMap = sourceMapModeOf(c.req.query('resultSourceMap'));
    const { result, syncTags, resultSourceMap } = await runQuery(contentStore(), view, request.query, request.params, { sourceMap });
    const ms = Math.round(performance.now() - started);
    const returnQuery = c.req.query('returnQuery') !== 'false';
    return c.json({
      ...(returnQuery ? { query: request.query } : {}),
      result,
      ...(resultSourceMap ? { resultSourceMap } : {}),
      syncTags,
      ms,
    });
  } catch (error) {
    if (error instanceof QueryError) {
      return fail(c, 400, 'queryParseError', error.message, { query: request.query, start: error.start, end: error.end });
    }
    throw error;
  }
}

function handleGetDocuments(c: Ctx, access: Access) {
  const store = contentStore();
  const documents: unknown[] = [];
  const omitted: Array<{ id: string; reason: 'existence' | 'permission' }> = [];
  for (const id of c.req.param('ids')!.split(',')) {
    const doc = store.get(id);
    if (!doc) omitted.push({ id, reason: 'existence' });
    else if (access !== 'authenticated' && !isPublicId(id)) omitted.push({ id, reason: 'permission' });
    else documents.push(doc);
  }
  return c.json({ documents, omitted });
}

/** Who may write: a request with the token; the answer to send otherwise. */
function refuseWrite(c: Ctx) {
  const access = accessOf(c);
  if (access === 'invalid') return unauthorized(c);
  if (access === 'anonymous') {
    return fail(c, 403, 'permissionError', 'Insufficient permissions; a token with write access is required');
  }
  return null;
}

/** The client's own transaction id when it sent one (the Studio waits for its echo), else a new one. */
const transactionIdOf = (given: unknown) =>
  (typeof given === 'string' && /^[A-Za-z0-9._-]{1,200}$/.test(given) ? given : crypto.randomUUID().replaceAll('-', '').slice(0, 22));

/**
 * Applies a transaction all or nothing and tells the live events and the document listeners.
 * Returns the applied transaction, or the error answer.
 */
function commit(c: Ctx, transaction: Transaction, transactionId: string) {
  const store = contentStore();
  const now = new Date(clockNow()).toISOString();
  let applied;
  try {
    applied = applyTransaction(transaction, (id) => store.get(id), transactionId, now);
  } catch (error) {
    if (error instanceof MutationError) return fail(c, error.status, 'mutationError', error.message);
    throw error;
  }
  // A transaction that changed nothing (createIfNotExists of an existing id) emits no event.
  if (c.req.query('dryRun') !== 'true' && applied.changes.size > 0) {
    const changes = [...applied.changes].map(([id, after]) => ({ id, before: store.get(id), after: after ?? undefined }));
    store.commit(applied.changes);
    publishLiveEvent(changes.map((change) => (change.after ?? change.before)!._type), changes.some((change) => isPublicId(change.id)));
    publishTransaction({ transactionId, identity: DEMO_EDITOR.id, timestamp: now, mutations: transaction.mutations, changes });
  }
  return applied;
}

/**
 * A deletion by query (`{delete: {query, params}}`, as the Studio clears expired preview
 * secrets with) becomes a deletion per document the query finds now.
 */
async function withDeletionsById(body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { mutations?: unknown }).mutations)) return body;
  const mutations: unknown[] = [];
  for (const mutation of (body as { mutations: unknown[] }).mutations) {
    const query = (mutation as { delete?: { query?: unknown; params?: unknown } } | null)?.delete;
    if (typeof query?.query !== 'string') {
      mutations.push(mutation);
      continue;
    }
    const params = query.params && typeof query.params === 'object' ? query.params as QueryParams : {};
    const { result } = await runQuery(contentStore(), 'raw', query.query, params);
    for (const doc of Array.isArray(result) ? result : []) {
      if (typeof (doc as { _id?: unknown })?._id === 'string') mutations.push({ delete: { id: (doc as { _id: string })._id } });
    }
  }
  return { ...body, mutations };
}

async function handleMutate(c: Ctx) {
  const refused = refuseWrite(c);
  if (refused) return refused;
  const body = await c.req.json().catch(() => null) as { transactionId?: unknown } | null;
  let expanded;
  try {
    expanded = await withDeletionsById(body);
  } catch (error) {
    if (error instanceof QueryError) return fail(c, 400, 'mutationError', `Malformed delete query: ${error.message}`);
    throw error;
  }
  const transactionId = transactionIdOf(body?.transactionId);
  // Only deletions by queries that found nothing: a transaction with nothing to do.
  const asked = (value: unknown) => (value as { mutations?: unknown[] } | null)?.mutations?.length ?? 0;
  if (asked(body) > 0 && asked(expanded) === 0) return c.json({ transactionId, results: [] });
  const parsed = transactionSchema.safeParse(expanded);
  if (!parsed.success) {
    return fail(c, 400, 'mutationError', `Malformed mutations: ${parsed.error.issues[0]?.message ?? 'invalid body'}`);
  }
  const applied = commit(c, parsed.data, transactionId);
  if (applied instanceof Response) return applied;
  const returnDocuments = c.req.query('returnDocuments') === 'true';
  const results = applied.results.map(({ id, operation, document }) =>
    (returnDocuments && document ? { id, operation, document } : { id, operation }));
  return c.json({ transactionId, results });
}

/** The Actions API, what the Studio edits, publishes and discards with (mutations/actions.ts). */
async function handleActions(c: Ctx) {
  const refused = refuseWrite(c);
  if (refused) return refused;
  const parsed = actionsSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    return fail(c, 400, 'validationError', `Malformed actions: ${parsed.error.issues[0]?.message ?? 'invalid body'}`);
  }
  const store = contentStore();
  let mutations;
  try {
    mutations = mutationsOfActions(parsed.data.actions, (id) => store.get(id));
  } catch (error) {
    if (error instanceof MutationError) return fail(c, error.status, 'actionError', error.message);
    throw error;
  }
  const transaction = transactionSchema.safeParse({ mutations });
  if (!transaction.success) {
    return fail(c, 400, 'validationError', `Malformed patch: ${transaction.error.issues[0]?.message ?? 'invalid patch'}`);
  }
  const transactionId = transactionIdOf(parsed.data.transactionId);
  const applied = commit(c, transaction.data, transactionId);
  return applied instanceof Response ? applied : c.json({ transactionId });
}

/** `/data/listen`: the query and its `$` parameters as in a GET query, and the event options. */
function handleListen(c: Ctx) {
  const access = accessOf(c);
  if (access === 'invalid') return unauthorized(c);
  const url = new URL(c.req.url);
  const query = url.searchParams.get('query');
  if (!query) return fail(c, 400, 'httpBadRequest', 'Missing "query" parameter');
  const fromUrl = paramsFromUrl(url);
  if ('invalid' in fromUrl) return fail(c, 400, 'httpBadRequest', fromUrl.invalid);
  const flag = (name: string, fallback: boolean) => (url.searchParams.has(name) ? url.searchParams.get(name) === 'true' : fallback);
  const stream = listenStream({
    query,
    params: fromUrl.params,
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    mendoza: url.searchParams.get('effectFormat') === 'mendoza',
    // Without a token only documents with public ids are heard, as with queries.
    publicOnly: access !== 'authenticated',
  }, (promise) => c.executionCtx.waitUntil(promise));
  return c.body(stream, 200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
}

function handleLiveEvents(c: Ctx) {
  if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
    return fail(c, 406, 'httpNotAcceptable', 'This endpoint only serves text/event-stream');
  }
  const access = accessOf(c);
  const includeDrafts = c.req.query('includeDrafts') === 'true';
  if (access === 'invalid' || (includeDrafts && access !== 'authenticated')) return unauthorized(c);
  const stream = liveEventStream({ includeDrafts, lastEventId: c.req.header('last-event-id') ?? null });
  return c.body(stream, 200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
  });
}

/** Mounted at `/:ver{v…}/data`; the version and dataset come from the path. */
export const dataRoutes = new Hono<DemoEnv>()
  .on(['GET', 'POST'], '/query/:dataset', handleQuery)
  .get('/doc/:dataset/:ids', (c) => {
    const access = accessOf(c);
    return access === 'invalid' ? unauthorized(c) : handleGetDocuments(c, access);
  })
  .post('/mutate/:dataset', handleMutate)
  .post('/actions/:dataset', handleActions)
  .get('/listen/:dataset', handleListen)
  .get('/live/events/:dataset', handleLiveEvents);

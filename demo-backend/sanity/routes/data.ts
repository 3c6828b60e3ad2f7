// The Content Lake's data API under /v{apiVersion}/data/...: query, doc, mutate, live events.
// Shapes follow what @sanity/client sends and expects (shared/contracts/sanity.md).
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoEnv } from '../../env';
import { accessOf, viewFor, type Access } from '../access';
import { QueryError, runQuery, type QueryParams } from '../groq/execute';
import { sourceMapModeOf } from '../groq/source-map';
import { liveEventStream, publishLiveEvent } from '../live';
import { MutationError, applyTransaction, transactionSchema } from '../mutations/apply';
import { contentStore, isPublicId } from '../store';
import { clockNow } from '../../../shared/clock';

type Ctx = Context<DemoEnv, string>;

/** The Content Lake's error body: `{error: {type, description}}`. */
const fail = (c: Ctx, status: ContentfulStatusCode, type: string, description: string, extra: object = {}) =>
  c.json({ error: { type, description, ...extra } }, status);

const unauthorized = (c: Ctx) =>
  c.json({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' }, 401);

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

async function handleMutate(c: Ctx) {
  const access = accessOf(c);
  if (access === 'invalid') return unauthorized(c);
  if (access === 'anonymous') {
    return fail(c, 403, 'permissionError', 'Insufficient permissions; a token with write access is required');
  }
  const parsed = transactionSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    return fail(c, 400, 'mutationError', `Malformed mutations: ${parsed.error.issues[0]?.message ?? 'invalid body'}`);
  }
  const store = contentStore();
  const transactionId = crypto.randomUUID().replaceAll('-', '').slice(0, 22);
  let applied;
  try {
    applied = applyTransaction(parsed.data, (id) => store.get(id), transactionId, new Date(clockNow()).toISOString());
  } catch (error) {
    if (error instanceof MutationError) return fail(c, error.status, 'mutationError', error.message);
    throw error;
  }
  // A transaction that changed nothing (createIfNotExists of an existing id) emits no event.
  if (c.req.query('dryRun') !== 'true' && applied.changes.size > 0) {
    const touchedTypes = [...applied.changes].map(([id, doc]) => (doc ?? store.get(id))!._type);
    store.commit(applied.changes);
    publishLiveEvent(touchedTypes, [...applied.changes.keys()].some(isPublicId));
  }
  const returnDocuments = c.req.query('returnDocuments') === 'true';
  const results = applied.results.map(({ id, operation, document }) =>
    (returnDocuments && document ? { id, operation, document } : { id, operation }));
  return c.json({ transactionId, results });
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
  .get('/live/events/:dataset', handleLiveEvents);

// A stand-in for PostHog's ingestion and decision endpoints (#20): it answers what the shop's
// browser library asks through the storefront's /ingest relay, and records the events it is
// sent, so that tests see real requests end to end. Under /__posthog:
// - POST /e, /i/v0/e, /batch, /capture: events, as the library sends them — JSON (one event,
//   a list, or {batch}), gzip (known by its magic bytes), or base64 `data=` form posts.
// - POST /flags (and /decide): the demo project's flags, in v2's shape and the older one.
// - GET /array/{key}/config.js and /config: remote config, as PostHog's CDN serves it.
// - GET /api/surveys: the project's surveys (none).
// The library's own scripts (surveys) come with the shop's build (client/analytics/product-analytics.ts).
// And GET /__demo/posthog/events?distinct_id=…: what was recorded for one visitor (tests).
// Recorded events live in this isolate's memory, the newest few thousand.
import { Hono, type Context } from 'hono';
import type { DemoEnv } from '../env';

export interface RecordedEvent {
  event: string;
  distinct_id: string | null;
  properties: Record<string, unknown>;
  uuid: string | null;
  timestamp: string | null;
  /** The endpoint it came in on. */
  endpoint: string;
}

const KEPT = 5_000;
const recorded: RecordedEvent[] = [];
/** Flag requests per distinct id (tests: the library asked for flags). */
const flagRequests = new Map<string, number>();

export class BadPayload extends Error {}

async function gunzip(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

function fromBase64(text: string): string {
  const binary = atob(text);
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** The events of one request body, however the library encoded it. */
export async function decodeEvents(bytes: Uint8Array, compression: string | null, contentType: string): Promise<unknown[]> {
  let text: string;
  try {
    // The library marks gzip by its bytes alone (text/plain, no parameter); older ones said ?compression=gzip-js.
    if (compression === 'gzip-js' || compression === 'gzip' || (bytes[0] === 0x1f && bytes[1] === 0x8b)) text = await gunzip(bytes);
    else {
      text = new TextDecoder().decode(bytes);
      if (contentType.startsWith('application/x-www-form-urlencoded')) {
        const data = new URLSearchParams(text).get('data');
        if (data === null) throw new BadPayload('A form post carries its events in "data"');
        text = compression === 'base64' || !data.trimStart().startsWith('{') && !data.trimStart().startsWith('[') ? fromBase64(data) : data;
      }
    }
  } catch (error) {
    if (error instanceof BadPayload) throw error;
    throw new BadPayload('The body could not be decoded');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadPayload('The body is not JSON');
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { batch?: unknown }).batch)) return (parsed as { batch: unknown[] }).batch;
  if (parsed && typeof parsed === 'object') return [parsed];
  throw new BadPayload('No events in the body');
}

function toRecorded(raw: unknown, endpoint: string): RecordedEvent | null {
  if (!raw || typeof raw !== 'object') return null;
  const e = raw as Record<string, unknown>;
  if (typeof e.event !== 'string') return null;
  const properties = e.properties && typeof e.properties === 'object' ? e.properties as Record<string, unknown> : {};
  const distinct = e.distinct_id ?? properties.distinct_id;
  return {
    event: e.event,
    distinct_id: typeof distinct === 'string' ? distinct : null,
    properties,
    uuid: typeof e.uuid === 'string' ? e.uuid : null,
    timestamp: typeof e.timestamp === 'string' ? e.timestamp : null,
    endpoint,
  };
}

async function capture(c: Context<DemoEnv>) {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let events: unknown[];
  try {
    events = await decodeEvents(bytes, c.req.query('compression') ?? null, c.req.header('content-type') ?? '');
  } catch (error) {
    return c.json({ type: 'validation_error', code: 'invalid_payload', detail: (error as Error).message }, 400);
  }
  const endpoint = new URL(c.req.url).pathname.replace(/^\/__posthog/, '');
  for (const raw of events) {
    const event = toRecorded(raw, endpoint);
    if (!event) continue;
    recorded.push(event);
    if (recorded.length > KEPT) recorded.shift();
  }
  return c.json({ status: 1 });
}

/** The demo project's one flag, on for everyone: a new filter layout being tried out. */
const DEMO_FLAG = 'nieuwe-filterbalk';

async function flags(c: Context<DemoEnv>) {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let distinctId = 'anonymous';
  if (bytes.byteLength > 0) {
    try {
      const [body] = await decodeEvents(bytes, c.req.query('compression') ?? null, c.req.header('content-type') ?? '');
      const id = (body as { distinct_id?: unknown } | undefined)?.distinct_id;
      if (typeof id === 'string') distinctId = id;
    } catch {
      return c.json({ type: 'validation_error', code: 'invalid_payload', detail: 'The flags request could not be read' }, 400);
    }
  }
  flagRequests.set(distinctId, (flagRequests.get(distinctId) ?? 0) + 1);
  return c.json({
    flags: {
      [DEMO_FLAG]: {
        key: DEMO_FLAG, enabled: true, variant: null,
        reason: { code: 'condition_match', condition_index: 0, description: 'Matched condition set 1' },
        metadata: { id: 1, version: 1, payload: null, description: null },
      },
    },
    featureFlags: { [DEMO_FLAG]: true },
    featureFlagPayloads: {},
    errorsWhileComputingFlags: false,
    quotaLimited: [],
    requestId: crypto.randomUUID(),
  });
}

function remoteConfig(token: string) {
  return {
    token,
    supportedCompression: ['gzip', 'gzip-js'],
    hasFeatureFlags: true,
    captureDeadClicks: false,
    capturePerformance: { network_timing: false, web_vitals: true, web_vitals_allowed_metrics: null },
    autocapture_opt_out: false,
    autocaptureExceptions: false,
    analytics: { endpoint: '/i/v0/e/' },
    elementsChainAsString: true,
    sessionRecording: false,
    heatmaps: false,
    // Surveys are on; the demo project has none (GET /api/surveys).
    surveys: true,
    defaultIdentifiedOnly: true,
    siteApps: [],
  };
}

export const posthogCollector = new Hono<DemoEnv>()
  .post('/:endpoint{e|batch|capture}/', capture)
  .post('/:endpoint{e|batch|capture}', capture)
  .post('/i/v0/e/', capture)
  .post('/i/v0/e', capture)
  .post('/:endpoint{flags|decide}/', flags)
  .post('/:endpoint{flags|decide}', flags)
  .get('/array/:token/config.js', (c) => {
    const token = c.req.param('token');
    const config = JSON.stringify({ config: remoteConfig(token), siteApps: [] });
    return c.body(
      `(function(){window._POSTHOG_REMOTE_CONFIG=window._POSTHOG_REMOTE_CONFIG||{};window._POSTHOG_REMOTE_CONFIG[${JSON.stringify(token)}]=${config};})();`,
      200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=300' },
    );
  })
  .get('/array/:token/config', (c) => c.json(remoteConfig(c.req.param('token')), 200, { 'cache-control': 'public, max-age=300' }))
  .get('/api/surveys', (c) => c.json({ surveys: [] }))
  .get('/api/surveys/', (c) => c.json({ surveys: [] }));

/** What tests read back: the events (and flag requests) of one visitor. */
export const posthogInspection = new Hono<DemoEnv>().get('/events', (c) => {
  const distinctId = c.req.query('distinct_id');
  if (!distinctId) return c.json({ error: 'distinct_id is required' }, 400);
  return c.json({
    events: recorded.filter((e) => e.distinct_id === distinctId),
    flagRequests: flagRequests.get(distinctId) ?? 0,
  });
});

// Fault injection, so tests and benchmarks can drive a slow, failing or closed backend.
// Three ways to switch it, from the most to the least specific:
//   1. request headers on a call to the demo backend: x-demo-latency (ms),
//      x-demo-error-rate (0..1), x-demo-maintenance (true);
//   2. the control route POST /__demo/faults {latencyMs, errorRate, maintenance, match, scope},
//      which holds until DELETE /__demo/faults[?scope=] (used by tests that go through the
//      storefront). With a `scope`, the faults apply only to requests carrying the header
//      `x-demo-scope` with that value: the storefront passes a test's header on when its
//      DEMO_FAULT_SCOPE var is on, so tests running side by side never see each other's faults;
//      GET /__demo/requests?match= counts the backend calls made since DELETE /__demo/requests;
//   3. the DEMO_LATENCY_MS, DEMO_ERROR_RATE, DEMO_MAINTENANCE vars.
// `answerLatencyMs` (control route only) holds the answer after the request was handled: a
// cart write that lands though the storefront gave up waiting.
// `answerLost` (control route only) breaks the answer off after the request was handled: the
// order written, its answer never arriving whole (the body fails after its first bytes).
// `paymentFails` (control route only) makes the payment handler fail as Shopware's
// PaymentProcessor reports it: the transaction becomes "failed" and /handle-payment answers 400
// CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED (shopper/checkout-routes.ts).
// `match` limits a fault to request paths containing that text.
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { DemoEnv } from './env';

export interface FaultSettings {
  latencyMs: number;
  errorRate: number;
  maintenance: boolean;
  match?: string | undefined;
  /** A delay after the request was handled: a write that lands though its answer is late. */
  answerLatencyMs?: number | undefined;
  /** The connection drops after the request was handled: a write that lands, its answer lost. */
  answerLost?: boolean | undefined;
  /** The payment handler fails (/handle-payment): the transaction "failed", a 400. */
  paymentFails?: boolean | undefined;
}

const faultBody = z.object({
  latencyMs: z.number().int().min(0).max(120_000).default(0),
  errorRate: z.number().min(0).max(1).default(0),
  maintenance: z.boolean().default(false),
  match: z.string().min(1).max(200).optional(),
  answerLatencyMs: z.number().int().min(0).max(120_000).optional(),
  answerLost: z.boolean().optional(),
  paymentFails: z.boolean().optional(),
  scope: z.string().regex(/^[\w-]{1,64}$/).optional(),
});

// One isolate serves the demo backend under `wrangler dev`, so module state is the switch.
let active: FaultSettings | null = null;
const scoped = new Map<string, FaultSettings>();

// Requests seen per path since the last reset: tests use it to count upstream calls
// (GET /__demo/requests?match=text, DELETE /__demo/requests).
const seen: string[] = [];
const MAX_SEEN = 10_000;

export const faultControl = new Hono<DemoEnv>()
  .get('/faults', (c) => c.json(active ?? { latencyMs: 0, errorRate: 0, maintenance: false }))
  .post('/faults', async (c) => {
    const parsed = faultBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'Invalid fault settings', issues: parsed.error.issues }, 400);
    const { scope, ...settings } = parsed.data;
    if (scope) scoped.set(scope, settings);
    else active = settings;
    return c.json(parsed.data);
  })
  .delete('/faults', (c) => {
    const scope = c.req.query('scope');
    if (scope) scoped.delete(scope);
    else active = null;
    return c.body(null, 204);
  })
  .get('/requests', (c) => {
    const match = c.req.query('match') ?? '';
    return c.json({ count: seen.filter((p) => p.includes(match)).length });
  })
  .delete('/requests', (c) => {
    seen.length = 0;
    return c.body(null, 204);
  });

function fromEnv(env: DemoEnv['Bindings']): FaultSettings {
  return {
    latencyMs: Number(env.DEMO_LATENCY_MS) || 0,
    errorRate: Number(env.DEMO_ERROR_RATE) || 0,
    maintenance: env.DEMO_MAINTENANCE === 'true',
  };
}

export function currentFaults(env: DemoEnv['Bindings'], headers: Headers): FaultSettings {
  const scope = headers.get('x-demo-scope');
  const base = (scope ? scoped.get(scope) : undefined) ?? active ?? fromEnv(env);
  const latency = headers.get('x-demo-latency');
  const errorRate = headers.get('x-demo-error-rate');
  const maintenance = headers.get('x-demo-maintenance');
  return {
    latencyMs: latency !== null ? Math.min(Math.max(Number(latency) || 0, 0), 120_000) : base.latencyMs,
    errorRate: errorRate !== null ? Math.min(Math.max(Number(errorRate) || 0, 0), 1) : base.errorRate,
    maintenance: maintenance !== null ? maintenance === 'true' : base.maintenance,
    match: base.match,
    answerLatencyMs: base.answerLatencyMs,
    answerLost: base.answerLost,
    paymentFails: base.paymentFails,
  };
}

/** Whether the faults in force reach this request (its path contains their `match`). */
function applies(f: FaultSettings, url: URL): boolean {
  return !f.match || (url.pathname + url.search).includes(f.match);
}

/** The payment handler is to fail for this request (`paymentFails`, within its `match`). */
export function paymentFails(env: DemoEnv['Bindings'], request: Request): boolean {
  const f = currentFaults(env, request.headers);
  return f.paymentFails === true && applies(f, new URL(request.url));
}

/**
 * An answer that breaks off after its headers and first bytes, as when the connection is lost
 * mid-answer: the body stream fails. Under workerd alone the connection is dropped; behind
 * `wrangler dev`'s proxy the body just ends there. Either way no whole answer arrives.
 */
function lostAnswer(res: Response): Response {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"id":'));
        return;
      }
      controller.error(new Error('Injected fault (demo backend): connection lost'));
    },
  });
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-encoding'); // sent as it is: the runtime would otherwise compress (and end) it
  return new Response(body, { status: res.status, headers });
}

/** Applies the faults in force to every backend route (not to /__demo itself). */
export function injectFaults(): MiddlewareHandler<DemoEnv> {
  return async function injectFaults(c, next) {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/__demo')) return next();
    if (seen.length < MAX_SEEN) seen.push(`${c.req.method} ${url.pathname}${url.search}`);
    const f = currentFaults(c.env, c.req.raw.headers);
    if (!applies(f, url)) return next();
    if (f.latencyMs > 0) await new Promise((r) => setTimeout(r, f.latencyMs));
    const isStoreApi = url.pathname.startsWith('/store-api');
    if (f.maintenance && isStoreApi) {
      return c.json({ errors: [{ status: '503', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
        title: 'Service Unavailable', detail: 'The sales channel is in maintenance mode.', meta: { parameters: [] } }] }, 503);
    }
    if (f.errorRate > 0 && Math.random() < f.errorRate) {
      return isStoreApi
        ? c.json({ errors: [{ status: '500', code: '0', title: 'Internal Server Error',
            detail: 'Injected fault (demo backend).', meta: { parameters: [] } }] }, 500)
        : c.json({ error: { description: 'Injected fault (demo backend).', type: 'httpError' } }, 500);
    }
    await next();
    if (f.answerLatencyMs) await new Promise((r) => setTimeout(r, f.answerLatencyMs));
    if (f.answerLost) c.res = lostAnswer(c.res);
  };
}

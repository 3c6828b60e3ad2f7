// A Shopware context for unit tests of the operations: the real Store API clients
// (createShopwareContext), talking to a fake Store API through a stubbed fetch. Each call is
// answered by the route the test gives for `<METHOD> <path>`, and recorded with its body and
// context token, so a test reads what the shop asked Shopware for. Cart writes go through real
// CartGates, one per Durable Object name, as the CART_WRITES namespace holds them.
import { vi } from 'vitest';
import { createServerTiming } from '../../request/server-timing';
import { createMemoryKv } from '../../cache/testing/memory-kv';
import type { Config } from '../../env';
import { CartGate } from '../cart-gate';
import type { ShopperSession } from '../client';
import { createShopwareContext, type CartWritesNamespace, type ShopwareContext } from '../context';

export interface StoreApiCall {
  method: string;
  /** The path below the Store API's base, e.g. '/checkout/cart'. */
  path: string;
  body: unknown;
  /** The sw-context-token the call carried. */
  token: string | null;
}

/** What a route answers: a JSON body (200), or a status with Shopware's error list. */
export type StoreApiAnswer =
  | { json: unknown; status?: number; token?: string }
  | { status: number; errors: { status?: string; code?: string; detail?: string }[] }
  | { fail: Error };

export type StoreApiRoute = (call: StoreApiCall) => StoreApiAnswer | Promise<StoreApiAnswer>;

export const testConfig: Config = {
  shopware: { endpoint: 'https://shop.example/store-api', accessKey: 'SWSCTESTCHANNEL' },
  sanity: { projectId: 'veld', dataset: 'production', apiVersion: '2025-02-19' },
  webhooks: {},
  siteUrl: 'https://www.veld.nl',
  demoFaultScope: false,
};

/** One DurableObjectId per name, as idFromName gives. */
function objectId(name: string): DurableObjectId {
  return { name, toString: () => name, equals: (other) => other.toString() === name };
}

export function fakeCartWrites(): CartWritesNamespace & { gates: Map<string, CartGate> } {
  const gates = new Map<string, CartGate>();
  return {
    gates,
    idFromName: objectId,
    get(id) {
      const name = id.toString();
      let gate = gates.get(name);
      if (!gate) gates.set(name, (gate = new CartGate()));
      return gate;
    },
  };
}

export interface FakeShop {
  ctx: ShopwareContext;
  session: ShopperSession;
  calls: StoreApiCall[];
  /** The calls to one `<METHOD> <path>`. */
  callsTo(route: string): StoreApiCall[];
  routes: Map<string, StoreApiRoute>;
  cartWrites: ReturnType<typeof fakeCartWrites>;
}

/**
 * A shopper (with `token`, or none) on a fake Store API. Unknown routes answer 404, as
 * Shopware does, so a call the test did not expect fails loudly. Call `vi.unstubAllGlobals()`
 * after each test.
 */
export function fakeShop(routes: Record<string, StoreApiRoute>, options: { token?: string; cartWrites?: boolean } = {}): FakeShop {
  const routeMap = new Map(Object.entries(routes));
  const calls: StoreApiCall[] = [];
  const base = new URL(testConfig.shopware.endpoint);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: StoreApiCall = {
      method: request.method,
      path: url.pathname.slice(base.pathname.length),
      body: text ? JSON.parse(text) as unknown : undefined,
      token: request.headers.get('sw-context-token'),
    };
    calls.push(call);
    const route = routeMap.get(`${call.method} ${call.path}`);
    const answer: StoreApiAnswer = route
      ? await route(call)
      : { status: 404, errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND' }] };
    if ('fail' in answer) throw answer.fail;
    const headers = new Headers({ 'content-type': 'application/json' });
    if ('json' in answer) {
      if (answer.token) headers.set('sw-context-token', answer.token);
      return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers });
    }
    return new Response(JSON.stringify({ errors: answer.errors }), { status: answer.status, headers });
  });
  const session: ShopperSession = { token: options.token };
  const kv = createMemoryKv();
  const cache = { kv: kv.namespace, waitUntil: () => {}, timing: createServerTiming() };
  const cartWrites = fakeCartWrites();
  const ctx = createShopwareContext(testConfig, cache, session, undefined, options.cartWrites === false ? undefined : cartWrites);
  return {
    ctx, session, calls, routes: routeMap, cartWrites,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/** Shopware's refusal of a call: its status and error codes. */
export const refusal = (status: number, ...codes: string[]): StoreApiAnswer => ({
  status, errors: (codes.length ? codes : ['REFUSED']).map((code) => ({ status: String(status), code })),
});

// How a declared operation becomes a route (route.ts): input, refusals, cache rules, and the
// type checks that keep a route and its browser caller from drifting apart.
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { operations } from '../../shared/api/operations';
import type { ServerStorefrontApi } from '../storefront/server-api';
import type { AppEnv } from '../types';
import { api } from './index';
import { app, FORM_ROUTES } from '../app';
import { cartRoutes } from './cart';
import { accountRoutes } from './account';
import { checkoutRoutes } from './checkout';
import { contactRoutes } from './contact';
import { guestOrderActions } from '../forms/guest-order';
import { consentActions } from '../forms/consent-form';
import { ROUTES, type RouteDefinition } from '../../client/routes';
import { loadRouteModule } from '../../client/router/load-route';
import type { Cart } from '../../shared/cart/types';
import { MaintenanceModeError } from '../shopware/errors';
import { limitedBy } from '../rate-limit/middleware';
import { mountForms, mountRoutes, NO_INPUT, PRIVATE, PUBLIC_CACHE, route, type RouteTable } from './route';

/** An app with the given routes under /api and a storefront façade of only what a test needs. */
function appWith(routes: Partial<RouteTable>, storefront: Partial<ServerStorefrontApi> = {}) {
  const shop = new Hono<AppEnv>();
  shop.use('*', async (c, next) => { c.set('storefront', storefront as ServerStorefrontApi); await next(); });
  const routed = new Hono<AppEnv>();
  mountRoutes(routed, routes as RouteTable);
  shop.route('/api', routed);
  return shop;
}

const ID = 'a'.repeat(32);

describe('a declared operation as a route', () => {
  it('reads a read\'s input from the query and its path, the path winning', async () => {
    const seen: unknown[] = [];
    const shop = appWith({
      findVariant: route(z.object({ id: z.string(), options: z.string() }), async (input) => { seen.push(input); return { variantId: 'v' }; }),
    });
    const res = await shop.request(`/api/product/${ID}/find-variant?options=x&id=other`);
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ id: ID, options: 'x' }]);
  });

  it('reads a write\'s input from its JSON body and its path, the path winning', async () => {
    const seen: unknown[] = [];
    const shop = appWith({
      changeCartQuantity: route(z.object({ id: z.string(), quantity: z.number() }), async (input) => { seen.push(input); return { lineItems: [] } as never; }),
    });
    const res = await shop.request('/api/cart/items/line-1', {
      method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'someone-elses', quantity: 2 }),
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ id: 'line-1', quantity: 2 }]);
  });

  it('refuses an input its schema refuses with 400 and the schema\'s messages, before any backend call', async () => {
    let called = false;
    const shop = appWith({ category: route(z.object({ id: z.string().length(32, 'must be an id') }), async () => { called = true; return {} as never; }) });
    const res = await shop.request('/api/category/kort');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid request', message: 'id: must be an id' });
    expect(called).toBe(false);
  });

  it('answers a refused input with the route\'s own refusal where it has one', async () => {
    const shop = appWith({
      setNewsletter: route(z.object({ subscribed: z.boolean() }), async () => ({}) as never, { invalid: (c) => c.json({ own: true }, 400) }),
    });
    const res = await shop.request('/api/account/newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '"ja"' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ own: true });
  });

  it('lets a public answer be kept briefly, but only a success', async () => {
    const shop = appWith({
      contentPage: route(z.object({ slug: z.string() }), async ({ slug }, c) => (slug === 'er-is' ? { id: '1' } as never : c.json({ error: 'Not found' }, 404))),
    });
    expect((await shop.request('/api/content/er-is')).headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect((await shop.request('/api/content/weg')).headers.get('cache-control')).toBeNull();
  });

  it('keeps every answer of a private route out of every cache, refusals included', async () => {
    const shop = appWith({ cart: route(NO_INPUT, async () => ({ lineItems: [] }) as never), addPromotionCode: route(z.object({ code: z.string() }), async () => ({}) as never) });
    expect((await shop.request('/api/cart')).headers.get('cache-control')).toBe(PRIVATE);
    const refused = await shop.request('/api/cart/promotion', { method: 'POST', body: 'geen json' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('passes a route\'s own Response through as it is', async () => {
    const shop = appWith({ blogPost: route(z.object({ slug: z.string() }), async (_, c) => c.text('eigen', 418)) });
    const res = await shop.request('/api/blog/x');
    expect(res.status).toBe(418);
    expect(await res.text()).toBe('eigen');
  });
});

describe('the /api routes', () => {
  it('are exactly the declared operations, each at its method and path', () => {
    const mounted = new Set([
      ...api.routes.map((r) => `${r.method} /api${r.path}`),
      ...app.routes.map((r) => `${r.method} ${r.path}`),
    ]);
    for (const [name, op] of Object.entries(operations)) {
      expect(mounted.has(`${op.method} ${op.base}${op.path}`), name).toBe(true);
    }
  });
});

describe('every write the worker takes', () => {
  // Not a shopper's write: each with its own proof, no form and no JSON operation of the shop.
  const NOT_A_SHOPPERS_WRITE = new Set([
    'POST /__health/deep', // signed health check (worker/health.ts)
    'POST /api/revalidate', // the backends' signed purge webhooks (worker/api/revalidate.ts)
    'POST /api/shopware-app/register/confirm', // a shop's signed app registration (worker/shopware-app/registration.ts)
    'PUT /api/draft-mode/perspective', // the Studio's preview (worker/preview/routes.ts)
  ]);

  it('is a declared operation\'s JSON route or its form post: no hand-written form handler', () => {
    const handlers = new Map<string, string[]>();
    for (const r of [...app.routes, ...api.routes.map((r) => ({ ...r, path: `/api${r.path}` }))]) {
      // Middleware for every method (the request guard, the analytics relay's proxy) is not a write.
      if (r.method === 'GET' || r.method === 'HEAD' || r.method === 'ALL') continue;
      const key = `${r.method} ${r.path}`;
      handlers.set(key, [...(handlers.get(key) ?? []), r.handler.name]);
    }
    const handWritten = [...handlers].filter(([key, names]) =>
      !NOT_A_SHOPPERS_WRITE.has(key) && !names.includes('formPost') && !names.includes('operationRoute'));
    expect(handWritten).toEqual([]);
    // The forms without JavaScript are there, each through mountForms.
    expect(handlers.get('POST /login')).toContain('formPost');
    expect(handlers.get('POST /account/information')).toContain('formPost');
    expect(handlers.size).toBeGreaterThan(40);
  });
});

describe('a route module\'s actions', () => {
  it('mount every form of every table, none lost to another of the same name', () => {
    const tables = [cartRoutes, accountRoutes, checkoutRoutes, contactRoutes, guestOrderActions, consentActions];
    expect(Object.keys(FORM_ROUTES)).toHaveLength(tables.reduce((n, table) => n + Object.keys(table).length, 0));
  });

  it('are exactly the forms that post to its own URL, both ways', async () => {
    const pages = (routes: RouteDefinition[], base: string): { path: string; route: RouteDefinition }[] => routes.flatMap((route) => {
      const path = route.index ? base : route.path === '/' ? '' : `${base}/${route.path ?? ''}`;
      return [...(route.path === '*' || route.children ? [] : [{ path: path || '/', route }]), ...pages(route.children ?? [], path)];
    });
    const formsAt = new Map<string, string[]>();
    for (const [name, entry] of Object.entries(FORM_ROUTES) as [string, { form?: { path: string } }][]) {
      if (entry.form) formsAt.set(entry.form.path, [...(formsAt.get(entry.form.path) ?? []), name]);
    }
    // Per module (one module may answer several URLs: /login and /account/recover/password).
    const posted = new Map<string, string[]>();
    for (const { path, route } of pages(ROUTES, '')) posted.set(route.module, [...(posted.get(route.module) ?? []), ...(formsAt.get(path) ?? [])]);
    for (const [module, names] of posted) {
      const mod = await loadRouteModule(module as RouteDefinition['module']);
      expect([...(mod.actions ?? [])].sort(), module).toEqual([...names].sort());
    }
    // And the pages that take forms are there: the login, Mijn gegevens, the checkout, a guest's order.
    expect(formsAt.get('/login')).toEqual(['login']);
    expect(formsAt.get('/account/information')).toHaveLength(8);
    expect(formsAt.get('/checkout')).toEqual(['placeOrder']);
    expect(formsAt.get('/account/order/:code')).toEqual(['openGuestOrder']);
  });
});

describe('the type checks between a route and its declaration', () => {
  it('refuse a schema that needs what the browser does not send, or an answer not declared', () => {
    const routes: Partial<RouteTable> = {
      // @ts-expect-error -- the browser sends {id}; this schema also needs `size`
      product: route(z.object({ id: z.string(), size: z.string() }), (input, c) => c.var.storefront.product(input.id)),
      // @ts-expect-error -- the declared answer is a Cart, not a number
      cart: route(NO_INPUT, async () => 42),
      // @ts-expect-error -- a query value is text on the wire: a schema that takes only numbers never sees one
      blogs: route(z.object({ page: z.number(), limit: z.number() }), (input, c) => c.var.storefront.blogs(input.page, input.limit)),
    };
    expect(Object.keys(routes)).toHaveLength(3);
  });
});

describe('an operation\'s form post (mountForms)', () => {
  type Seen = { id: string; quantity: number };
  function shopWith(change: (seen: Seen) => Promise<unknown>) {
    const shop = new Hono<AppEnv>();
    shop.use('*', async (c, next) => { c.set('storefront', {} as ServerStorefrontApi); await next(); });
    const changeCartQuantity = route(z.object({ id: z.string().min(1), quantity: z.number().int().min(1) }), async (input) => {
      await change(input);
      return { lineItems: [] } as unknown as Cart;
    }, {
      form: {
        path: '/cart/quantity',
        input: (fields) => ({ id: fields.lineId, quantity: Number(fields.quantity) }),
        invalid: (c) => c.text('ongeldig', 400),
        done: (c, _cart, input) => c.redirect(`/cart?regel=${input.id}`, 303),
        // Would word a shop in maintenance too: the mechanism never lets it (its page is the shop's).
        failed: (c, error) => (error instanceof RangeError || error instanceof MaintenanceModeError ? c.redirect('/cart?weg', 303) : undefined),
      },
    });
    mountForms(shop, { changeCartQuantity } as RouteTable<'changeCartQuantity'>);
    shop.onError((error, c) => c.text(`onError: ${error.message}`, 500));
    return shop;
  }
  const post = (shop: Hono<AppEnv>, body: string) => shop.request('/cart/quantity', {
    method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  it('runs the same handler with the fields as its input, and answers a 303, never stored', async () => {
    const seen: Seen[] = [];
    const res = await post(shopWith(async (input) => { seen.push(input); }), 'lineId=r1&quantity=3');
    expect(seen).toEqual([{ id: 'r1', quantity: 3 }]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart?regel=r1');
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('checks the fields with the operation\'s schema: refused, nothing runs', async () => {
    const seen: Seen[] = [];
    const res = await post(shopWith(async (input) => { seen.push(input); }), 'lineId=r1&quantity=0');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('ongeldig');
    expect(seen).toEqual([]);
  });

  it('words the failures the page knows, and leaves the rest to the shop\'s error handling', async () => {
    const gone = await post(shopWith(() => Promise.reject(new RangeError('weg'))), 'lineId=r1&quantity=1');
    expect(gone.headers.get('location')).toBe('/cart?weg');
    const broken = await post(shopWith(() => Promise.reject(new Error('kapot'))), 'lineId=r1&quantity=1');
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('onError: kapot');
    const maintenance = await post(shopWith(() => Promise.reject(new MaintenanceModeError())), 'lineId=r1&quantity=1');
    expect(maintenance.status).toBe(500);
    expect(await maintenance.text()).toMatch(/^onError: /);
  });
});

describe('forms of one page posting to its path (mountForms, an intent each)', () => {
  /** A limiter that refuses every count: whatever counts, refuses. */
  const refusing = { idFromName: (name: string) => name, get: () => ({ hit: async () => ({ allowed: false, retryAfterSeconds: 60 }) }) };
  function page() {
    const seen: string[] = [];
    const shop = new Hono<AppEnv>();
    shop.use('*', async (c, next) => { c.set('storefront', {} as ServerStorefrontApi); await next(); });
    const form = (intent: string) => ({
      path: '/gegevens', intent, invalid: (c: Context<AppEnv>) => c.redirect('/gegevens?ongeldig', 303),
      done: (c: Context<AppEnv>) => c.redirect(`/gegevens?opgeslagen=${intent}`, 303),
    });
    mountForms(shop, {
      changeProfile: route(z.object({ firstName: z.string().min(1) }), async () => { seen.push('profile'); return { customer: null } as never; }, { form: form('profile') }),
      changePassword: route(z.object({ password: z.string() }), async (_, c) => {
        seen.push('password');
        // What a handler counts answers in the request's transport: a page here.
        return (await limitedBy(c, 'loginEmail', 'email:x')) ?? { changed: true as const };
      }, { form: form('password') }),
    });
    return { seen, shop };
  }
  const post = (shop: Hono<AppEnv>, body: string) => shop.request('/gegevens', {
    method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }, { RATE_LIMITER: refusing });

  it('runs the one the posted `form` names, and only that one', async () => {
    const { seen, shop } = page();
    const res = await post(shop, 'form=profile&firstName=Sanne');
    expect(res.headers.get('location')).toBe('/gegevens?opgeslagen=profile');
    expect(seen).toEqual(['profile']);
  });

  it('sends a post that names none of them back to the page, running nothing', async () => {
    const { seen, shop } = page();
    for (const body of ['form=admin&firstName=x', 'firstName=x', 'form=profile&form=password']) {
      const res = await post(shop, body);
      expect(res.status, body).toBe(303);
    }
    expect((await post(shop, 'form=admin')).headers.get('location')).toBe('/gegevens');
    expect(seen).toEqual([]);
  });

  it('answers a refusal the handler counts as a page, in the shop\'s words, never stored', async () => {
    const { seen, shop } = page();
    const res = await post(shop, 'form=password&password=x');
    expect(seen).toEqual(['password']);
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe(PRIVATE);
  });
});

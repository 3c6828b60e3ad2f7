// Checkout never hides an order (#34 item 4, decision 007): once the order exists, a payment step
// that fails and an order call whose answer is late or lost all lead to the order's failed page,
// and the same attempt sent again (its key, made with the checkout page) makes no second order.
// The demo backend's faults: answerLatencyMs (written, answered late), answerLost (written, the
// connection dropped), paymentFails (the payment handler fails), errorRate (nothing written).
import { afterEach, describe, expect, inject, it } from 'vitest';
import { setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');
const accessKey = inject('accessKey');

afterEach(() => setFaults(backend, null));

const tokenOf = (res: Response): string | undefined =>
  res.headers.getSetCookie().map((c) => /^sw-context-token=([^;]+)/.exec(c)?.[1]).find(Boolean);

/** A shopper of their own (a client address of their own: the order limits count per client). */
function shopper(client: string) {
  let cookie = '';
  const send = async (path: string, init: RequestInit) => {
    const res = await fetch(storefront + path, {
      redirect: 'manual', ...init,
      headers: { 'cf-connecting-ip': client, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...init.headers as Record<string, string> },
    });
    const token = tokenOf(res);
    if (token) cookie = `sw-context-token=${token}`;
    return res;
  };
  return {
    token: () => cookie.split('=')[1]!,
    get: (path: string) => send(path, {}),
    json: (path: string, body: unknown) => send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    form: (path: string, fields: Record<string, string>) => send(path, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields),
    }),
  };
}
type Shopper = ReturnType<typeof shopper>;

/** A product in the cart and the guest's checkout form, filled in; `payWith` 'sync' (iDEAL). */
async function readyToOrder(s: Shopper, who: string) {
  const listing = await (await s.get('/api/listing?search=linnen')).json() as { products: { id: string; available: boolean }[] };
  expect((await s.json('/api/cart/items', { productId: listing.products.find((p) => p.available)!.id, quantity: 1 })).ok).toBe(true);
  const context = await (await s.get('/api/checkout/context')).json() as {
    shippingMethodId: string; paymentMethods: { id: string; asynchronous: boolean }[]; salutations: { id: string }[]; countries: { id: string; iso: string }[];
  };
  return {
    salutationId: context.salutations[0]!.id, firstName: 'Noor', lastName: 'Jansen',
    email: `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`,
    street: 'Lange Voorhout 5', zipcode: '2514ea', city: 'Den Haag', countryId: context.countries.find((c) => c.iso === 'NL')!.id,
    shippingMethodId: context.shippingMethodId, paymentMethodId: context.paymentMethods.find((m) => !m.asynchronous)!.id,
    acceptedTerms: 'on', attemptKey: crypto.randomUUID(),
  };
}

async function orders(s: Shopper) {
  const list = await (await s.get('/api/account/orders')).json() as { total: number; orders: { id: string }[] };
  return { total: list.total, ids: list.orders.map((o) => o.id) };
}

interface Start { orderId: string; redirectUrl: string | null; failed?: boolean }

describe('placing an order, whatever happens after it is written', () => {
  it('an order call answered late leads to the order (failed page); the same attempt again to the same order', async () => {
    const s = shopper('10.34.4.1');
    const form = await readyToOrder(s, 'laat');
    // Written, answered after the worker's upstream budget (8 s): the worker gives up waiting.
    await setFaults(backend, { answerLatencyMs: 9_000, match: '/checkout/order' });
    const late = await s.json('/api/checkout/order', form);
    expect(late.status).toBe(200);
    const start = await late.json() as Start;
    expect(start).toEqual({ orderId: expect.stringMatching(/^[0-9a-f]{32}$/), redirectUrl: null, failed: true });
    await setFaults(backend, null);
    expect(await orders(s)).toEqual({ total: 1, ids: [start.orderId] });
    // Pressed again, and twice at once: the same order, no second one.
    const again = await Promise.all([s.json('/api/checkout/order', form), s.json('/api/checkout/order', form)]);
    for (const res of again) expect(await res.json()).toEqual(start);
    expect((await orders(s)).total).toBe(1);
    // Its failed page offers to pay it, and says no payment is confirmed yet: none failed (#49).
    const page = await (await s.get(`/checkout/failed?orderId=${start.orderId}`)).text();
    expect(page).toContain('Je betaling is nog niet bevestigd');
    expect(page).not.toContain('Je betaling is niet gelukt');
    expect(page).toContain('Opnieuw betalen');
  }, 40_000);

  it('without JavaScript, a lost connection after the order was written leads to its failed page, and so does the same form again', async () => {
    const s = shopper('10.34.4.2');
    const form = await readyToOrder(s, 'verbroken');
    await setFaults(backend, { answerLost: true, match: '/checkout/order' });
    const lost = await s.form('/checkout', form);
    expect(lost.status).toBe(303);
    const location = lost.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/failed\?orderId=[0-9a-f]{32}$/);
    await setFaults(backend, null);
    const again = await s.form('/checkout', form);
    expect(again.headers.get('location')).toBe(location);
    expect(await orders(s)).toEqual({ total: 1, ids: [location.split('=')[1]] });
  }, 30_000);

  // #49, finding 7: an invoice order whose answer was lost is placed; nothing about its payment failed.
  it('an invoice order whose answer was lost leads to its page, which says it is placed and paid on the invoice', async () => {
    const s = shopper('10.49.7.1');
    const form = await readyToOrder(s, 'factuur');
    const { paymentMethods } = await (await s.get('/api/checkout/context')).json() as { paymentMethods: { id: string; name: string }[] };
    const invoice = paymentMethods.find((m) => m.name === 'Achteraf betalen')!.id;
    await setFaults(backend, { answerLost: true, match: '/checkout/order' });
    const start = await (await s.json('/api/checkout/order', { ...form, paymentMethodId: invoice })).json() as Start;
    expect(start).toEqual({ orderId: expect.stringMatching(/^[0-9a-f]{32}$/), redirectUrl: null, failed: true });
    await setFaults(backend, null);
    const page = await (await s.get(`/checkout/failed?orderId=${start.orderId}`)).text();
    expect(page).toContain('Je bestelling is geplaatst');
    expect(page).toContain('Je betaalt op factuur');
    expect(page).not.toContain('Je betaling is niet gelukt');
    expect(page).not.toContain('Opnieuw betalen');
  }, 30_000);

  it('a payment step that fails leads to the order\'s failed page, where paying again pays it', async () => {
    const s = shopper('10.34.4.3');
    const form = await readyToOrder(s, 'betaling');
    await setFaults(backend, { paymentFails: true, match: '/handle-payment' });
    const start = await (await s.json('/api/checkout/order', form)).json() as Start;
    expect(start.failed).toBe(true);
    await setFaults(backend, null);
    const order = await (await s.get(`/api/account/orders/${start.orderId}`)).json() as { canPay: boolean; paymentStatus: { technicalName: string } };
    expect(order).toMatchObject({ canPay: true, paymentStatus: { technicalName: 'failed' } });
    // The same attempt again leads there too, without paying behind the shopper's back.
    expect(await (await s.json('/api/checkout/order', form)).json()).toEqual(start);
    expect(await (await s.get(`/checkout/failed?orderId=${start.orderId}`)).text()).toContain('Je betaling is niet gelukt');
    const paid = await s.json('/api/checkout/pay', { orderId: start.orderId, paymentMethodId: form.paymentMethodId });
    expect(await paid.json()).toEqual({ orderId: start.orderId, redirectUrl: null });
    expect((await orders(s)).total).toBe(1);
  }, 30_000);

  it('an order call that wrote nothing says it is not confirmed; the same attempt then places the order once', async () => {
    const s = shopper('10.34.4.4');
    const form = await readyToOrder(s, 'niets');
    await setFaults(backend, { errorRate: 1, match: '/checkout/order' });
    const failed = await s.json('/api/checkout/order', form);
    expect(failed.status).toBe(504);
    expect((await failed.json() as { message: string }).message)
      .toBe('We konden je bestelling niet bevestigen. Probeer het opnieuw: ze wordt niet dubbel geplaatst.');
    // Without JavaScript: back to the checkout, whose form keeps the attempt.
    const back = await s.form('/checkout', form);
    expect(back.headers.get('location')).toBe(`/checkout?error=unconfirmed&poging=${form.attemptKey}`);
    const page = await (await s.get(back.headers.get('location')!)).text();
    expect(page).toContain(`name="attemptKey" value="${form.attemptKey}"`);
    expect(page).toContain('We konden je bestelling niet bevestigen.');
    await setFaults(backend, null);
    const placed = await (await s.json('/api/checkout/order', form)).json() as Start;
    expect(placed).toEqual({ orderId: expect.stringMatching(/^[0-9a-f]{32}$/), redirectUrl: null });
    expect(await orders(s)).toEqual({ total: 1, ids: [placed.orderId] });
  }, 30_000);

  it('an order written after its attempt was said unconfirmed: the checkout it comes back to leads to the order, and so does the attempt', async () => {
    const s = shopper('10.34.4.5');
    const form = await readyToOrder(s, 'later');
    await setFaults(backend, { errorRate: 1, match: '/checkout/order' });
    expect((await s.json('/api/checkout/order', form)).status).toBe(504);
    await setFaults(backend, null);
    // The backend writes the order after all (as one still working on it when the worker gave up).
    const written = await fetch(`${backend}/store-api/checkout/order`, {
      method: 'POST', headers: { 'sw-access-key': accessKey, 'sw-context-token': s.token(), 'content-type': 'application/json' }, body: '{}',
    });
    const { id } = await written.json() as { id: string };
    // The checkout with the attempt (where the post without JavaScript, or a reload, comes back):
    // the cart is empty, and the page leads to the order instead of saying so.
    const back = await s.get(`/checkout?error=unconfirmed&poging=${form.attemptKey}`);
    expect([302, 303]).toContain(back.status);
    expect(back.headers.get('location')).toBe(`/checkout/failed?orderId=${id}`);
    expect(await (await s.json('/api/checkout/order', form)).json()).toEqual({ orderId: id, redirectUrl: null, failed: true });
    expect(await orders(s)).toEqual({ total: 1, ids: [id] });
  }, 30_000);
});

// #49, finding 3: the attempt key travels in the address (?poging=), so it is no secret. A
// stranger who placed an order under a key and sent the link must get nothing from it: the
// victim's press places the victim's own order, and only the session that made an attempt
// learns where it ended.
describe('an attempt key belongs to the session that made it', () => {
  it('a press with a key another session ordered under places the shopper\'s own order and empties their cart', async () => {
    const attacker = shopper('10.49.3.1');
    const attackerForm = await readyToOrder(attacker, 'aanvaller');
    const key = attackerForm.attemptKey;
    const placed = await attacker.form('/checkout', attackerForm);
    const attackerOrder = /orderId=([0-9a-f]{32})/.exec(placed.headers.get('location') ?? '')?.[1];
    expect(attackerOrder).toMatch(/^[0-9a-f]{32}$/);

    // The victim follows the link with the attacker's key, and presses.
    const victim = shopper('10.49.3.2');
    const victimForm = { ...await readyToOrder(victim, 'slachtoffer'), attemptKey: key };
    const page = await (await victim.get(`/checkout?poging=${key}`)).text();
    expect(page).toContain(`name="attemptKey" value="${key}"`);
    expect(page).not.toContain(attackerOrder);
    const pressed = await victim.form('/checkout', victimForm);
    expect(pressed.status).toBe(303);
    const location = pressed.headers.get('location')!;
    expect(location).not.toContain(attackerOrder);
    expect(location).toMatch(/^\/checkout\/success\?orderId=[0-9a-f]{32}$/);
    const victimOrder = location.split('=')[1]!;
    expect(await orders(victim)).toEqual({ total: 1, ids: [victimOrder] });
    const cart = await (await victim.get('/api/cart')).json() as { lineItems: unknown[] };
    expect(cart.lineItems).toEqual([]);
    // Pressed again, each session's attempt still leads to its own order only.
    expect((await victim.form('/checkout', victimForm)).headers.get('location')).toBe(`/checkout/failed?orderId=${victimOrder}`);
    expect((await orders(victim)).total).toBe(1);
  }, 30_000);

  it('the attempts endpoint answers only the session that made the attempt', async () => {
    const owner = shopper('10.49.3.3');
    const form = await readyToOrder(owner, 'eigenaar');
    const placed = await owner.form('/checkout', form);
    const orderId = /orderId=([0-9a-f]{32})/.exec(placed.headers.get('location') ?? '')![1]!;
    const path = `/api/checkout/attempts/${form.attemptKey}`;
    expect(await (await owner.get(path)).json()).toEqual({ orderId });
    // Another session (with a cart of its own, so a session Shopware knows) and no session at all:
    // what an unknown key gets.
    const stranger = shopper('10.49.3.4');
    await readyToOrder(stranger, 'vreemde');
    const unknown = await (await stranger.get('/api/checkout/attempts/never-made-key')).json();
    expect(unknown).toEqual({ orderId: null });
    expect(await (await stranger.get(path)).json()).toEqual(unknown);
    const anonymous = await fetch(storefront + path, { headers: { 'cf-connecting-ip': '10.49.3.5', 'sec-fetch-site': 'same-origin' } });
    expect(await anonymous.json()).toEqual(unknown);
  }, 30_000);
});

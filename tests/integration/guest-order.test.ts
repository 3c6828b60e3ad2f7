// A guest's order by the link in its confirmation mail (/account/order/{code}, decision 020),
// through the storefront worker without JavaScript: the form post checks the e-mail address and
// postcode with the shop, keeps them in a cookie of that page only and answers 303; the page is
// never stored; wrong details get one Dutch message; the link's tries are limited.
import { describe, expect, inject, it } from 'vitest';
import { kvBytes } from '../support/kv';

const storefront = inject('storefrontUrl');
const persistTo = inject('persistTo');

const tokenOf = (res: Response): string | undefined =>
  res.headers.getSetCookie().map((c) => /^sw-context-token=([^;]+)/.exec(c)?.[1]).find(Boolean);
const proofCookieOf = (res: Response): string | undefined =>
  res.headers.getSetCookie().find((c) => c.startsWith('veld_bestelling='));

function form(path: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(storefront + path, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Places a guest order without JavaScript; answers its e-mail address and the success page's "later" link. */
async function guestOrder() {
  const listing = (await (await fetch(`${storefront}/api/listing?search=linnen`)).json()) as { products: { id: string }[] };
  const add = await form('/cart/add', { productId: listing.products[0]!.id, quantity: '1' });
  const cookie = `sw-context-token=${tokenOf(add)!}`;
  const context = await (await fetch(`${storefront}/api/checkout/context`, { headers: { cookie } })).json() as {
    shippingMethodId: string; paymentMethods: { id: string; asynchronous: boolean }[]; salutations: { id: string }[]; countries: { id: string; iso: string }[];
  };
  const email = `gast-link-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.nl`;
  const placed = await form('/checkout', {
    salutationId: context.salutations[0]!.id, firstName: 'Noor', lastName: 'Jansen', email,
    street: 'Lange Voorhout 5', zipcode: '2514ea', city: 'Den Haag', countryId: context.countries.find((c) => c.iso === 'NL')!.id,
    shippingMethodId: context.shippingMethodId, paymentMethodId: context.paymentMethods.find((m) => !m.asynchronous)!.id,
    acceptedTerms: 'on',
  }, cookie);
  expect(placed.status).toBe(303);
  const success = await fetch(storefront + placed.headers.get('location')!, { headers: { cookie: `sw-context-token=${tokenOf(placed) ?? tokenOf(add)!}` } });
  const html = await success.text();
  expect(html).toContain('Bestelling later bekijken');
  const path = /href="(\/account\/order\/[A-Za-z0-9_-]+)"/.exec(html)![1]!;
  const orderNumber = /<strong>(\d{5,})<\/strong>/.exec(html)![1]!;
  return { email, path, orderNumber };
}

describe('a guest order by its mail link', () => {
  it('opens with the e-mail address and postcode, kept for that page only, never stored', async () => {
    const { email, path, orderNumber } = await guestOrder();

    const asked = await fetch(storefront + path);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('private, no-store');
    const askedHtml = await asked.text();
    expect(askedHtml).toContain('<meta name="robots" content="noindex">');
    expect(askedHtml).toContain(`action="${path}"`);
    expect(askedHtml).not.toContain(orderNumber);

    const wrong = await form(path, { email, zipcode: '1011 AB' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(`${path}?fout=gegevens`);
    expect(wrong.headers.get('cache-control')).toBe('private, no-store');
    expect(proofCookieOf(wrong)).toBeUndefined();
    const wrongHtml = await (await fetch(storefront + wrong.headers.get('location')!)).text();
    expect(wrongHtml).toContain('Met dit e-mailadres en deze postcode kunnen we geen bestelling openen.');
    // The other wrong field gets the very same answer.
    expect((await form(path, { email: 'iemand@example.nl', zipcode: '2514 EA' })).headers.get('location')).toBe(`${path}?fout=gegevens`);

    // The postcode as the guest types it, the address in any case.
    const right = await form(path, { email: email.toUpperCase(), zipcode: '2514ea' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(path);
    const proof = proofCookieOf(right)!;
    expect(proof).toContain(`Path=${path};`);
    expect(proof).toMatch(/HttpOnly/);
    expect(proof).toMatch(/SameSite=Lax/);
    expect(proof).not.toMatch(/Max-Age|Expires/i);
    const cookie = proof.split(';')[0]!;

    const shown = await fetch(storefront + path, { headers: { cookie } });
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    const shownHtml = await shown.text();
    expect(shownHtml).toContain(`Bestelling ${orderNumber}`);
    expect(shownHtml).toContain('Lange Voorhout 5');
    expect(shownHtml).not.toContain(email); // the proof never lands in the page

    // The browser's own navigations read the order under the page's path, with the cookie only.
    const data = await fetch(`${storefront}${path}/gegevens`, { headers: { cookie } });
    expect(data.headers.get('cache-control')).toBe('private, no-store');
    expect(((await data.json()) as { orderNumber: string }).orderNumber).toBe(orderNumber);
    expect(await (await fetch(`${storefront}${path}/gegevens`)).json()).toBeNull();

    // "Klaar" forgets it.
    const done = await form(`${path}/klaar`, {}, cookie);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/');
    expect(proofCookieOf(done)).toMatch(new RegExp(`^veld_bestelling=;.*Max-Age=0.*Path=${path}`));

    // Nothing private in the shared cache.
    expect(kvBytes(persistTo)).not.toContain(email);
  });

  it('refuses a post from another site, and stops guessing at one link after 10 tries', async () => {
    const { email, path } = await guestOrder();
    const crossSite = await form(path, { email, zipcode: '2514 EA' }, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(proofCookieOf(crossSite)).toBeUndefined();
    for (let i = 0; i < 10; i++) {
      // From "different clients": the limit counts the link, whoever tries.
      const tried = await form(path, { email, zipcode: `10${String(i).padStart(2, '0')} AB` }, undefined, { 'cf-connecting-ip': `203.0.113.${i + 1}` });
      expect(tried.headers.get('location')).toBe(`${path}?fout=gegevens`);
    }
    const refused = await form(path, { email, zipcode: '2514 EA' }, undefined, { 'cf-connecting-ip': '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Deze bestelling is te vaak geprobeerd. Probeer het over 60 minuten opnieuw. De gegevens van je bestelling staan ook in je bevestigingsmail');
  });

  // #49: the proof cookie was base64url JSON, not signed, and only the form was counted: a forged
  // cookie read the whole order 31 times out of 31. Now it is signed and bound to its order, and
  // every read that brings one is a try of the link's, as the form's are.
  it('refuses a forged or altered proof cookie, and counts every read that brings one against the link', async () => {
    const { email, path, orderNumber } = await guestOrder();
    // The guest's own proof, first (opening the order forgets the link's tries).
    const real = proofCookieOf(await form(path, { email, zipcode: '2514 EA' }))!.split(';')[0]!;
    const forged = `veld_bestelling=${Buffer.from(JSON.stringify({ c: path.split('/').pop(), e: email, z: '2514 EA', t: Date.now() })).toString('base64url')}`;
    const page = await fetch(storefront + path, { headers: { cookie: forged } });
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).not.toContain(`Bestelling ${orderNumber}`);
    expect(pageHtml).not.toContain('Lange Voorhout 5');
    expect(pageHtml).toContain(`action="${path}"`); // the form, as for anyone without a proof
    expect(await (await fetch(`${storefront}${path}/gegevens`, { headers: { cookie: forged } })).json()).toBeNull();

    // A real proof, altered: refused as well.
    const [payload, signature] = real.slice('veld_bestelling='.length).split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), c: path.split('/').pop() })).toString('base64url');
    expect(await (await fetch(`${storefront}${path}/gegevens`, { headers: { cookie: `veld_bestelling=${altered}x.${signature}` } })).json()).toBeNull();

    // Forged reads with varied postcodes, from many clients: with the two above, ten tries of the link.
    for (let i = 0; i < 7; i++) {
      const guess = `veld_bestelling=${Buffer.from(JSON.stringify({ c: path.split('/').pop(), e: email, z: `10${i}0 AB`, t: Date.now() })).toString('base64url')}`;
      const read = await fetch(`${storefront}${path}/gegevens`, { headers: { cookie: guess, 'cf-connecting-ip': `203.0.113.${40 + i}` } });
      expect(await read.json()).toBeNull();
    }
    // The link's tries are spent: the form with the right details is refused, and so is the real proof.
    const refused = await form(path, { email, zipcode: '2514 EA' }, undefined, { 'cf-connecting-ip': '203.0.113.98' });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Deze bestelling is te vaak geprobeerd. Probeer het over 60 minuten opnieuw. De gegevens van je bestelling staan ook in je bevestigingsmail');
    expect(await (await fetch(`${storefront}${path}/gegevens`, { headers: { cookie: real } })).json()).toBeNull();
  });

  it('keeps opening for its guest: a read that opens the order does not spend the link\'s tries', async () => {
    const { email, path, orderNumber } = await guestOrder();
    const cookie = proofCookieOf(await form(path, { email, zipcode: '2514 EA' }))!.split(';')[0]!;
    for (let i = 0; i < 12; i++) {
      const data = await fetch(`${storefront}${path}/gegevens`, { headers: { cookie } });
      expect(((await data.json()) as { orderNumber: string } | null)?.orderNumber).toBe(orderNumber);
    }
  });
});


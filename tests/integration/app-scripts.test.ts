// The shop's looks come from the Shopware app's script
// (shopware-app/VeldStorefront/Resources/scripts/store-api-veld-looks/looks.twig), which the demo
// backend runs as Shopware would: put another script in its place and the shop shows what that
// one answers (issue 53).
import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SECRETS, shopNow } from '../../scripts/lib/servers.mjs';
import { purgeAll } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');

/** A looks script answering one look of its own. */
const ONE_LOOK = `{% block response %}{% do hook.setResponse(services.response.json({
  looksObject: [{ id: '${'e'.repeat(32)}', url: 'look/vervangen', cover: null, products: [], translated: { name: 'Een vervangen look' } }],
  pagination: { page: 1, totalPages: 1, totalLooks: 1, itemsPerPage: 12 }
})) %}{% endblock %}`;

async function replaceLooksScript(source: string | null) {
  const res = source === null
    ? await fetch(`${backend}/__demo/app-scripts`, { method: 'DELETE' })
    : await fetch(`${backend}/__demo/app-scripts/store-api-veld-looks`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ file: 'looks.twig', source }) });
  expect(res.status).toBe(204);
  // The shop keeps the looks it read (the looks tag), and the pages that show them.
  await purgeAll(storefront, ['looks']);
}

afterAll(() => replaceLooksScript(null));

describe('the looks, from the app\'s script', () => {
  it('shows what the script answers', async () => {
    const before = await (await fetch(`${storefront}/shop-the-look`)).text();
    expect(before).toContain('Zomerse linnen look');
    expect(before).not.toContain('Een vervangen look');
    await replaceLooksScript(ONE_LOOK);
    const after = await (await fetch(`${storefront}/shop-the-look`)).text();
    expect(after).toContain('Een vervangen look');
    expect(after).not.toContain('Zomerse linnen look');
    await replaceLooksScript(null);
    expect(await (await fetch(`${storefront}/shop-the-look`)).text()).toContain('Zomerse linnen look');
  });
});

describe('a shop that installs the app', () => {
  const hmac = (message: string, key: string) => createHmac('sha256', key).update(message).digest('hex');

  it('registers with the storefront as Shopware does, and its webhooks purge with its own secret', async () => {
    const shopId = `shop${Date.now()}`;
    const shopUrl = 'https://shop.example';
    const now = Math.floor((await shopNow(storefront)) / 1000);
    const query = `shop-id=${shopId}&shop-url=${shopUrl}&timestamp=${now}`;
    const registration = await fetch(`${storefront}/api/shopware-app/register?${query}`, {
      headers: { 'shopware-app-signature': hmac(query, DEMO_SECRETS.shopwareApp), 'sw-version': '6.7.15.0' },
    });
    expect(registration.status).toBe(200);
    const { secret, confirmation_url: confirmation } = await registration.json() as { secret: string; confirmation_url: string };
    const confirmBody = JSON.stringify({ apiKey: 'SWIAKEY', secretKey: 'integration-secret', timestamp: now, shopUrl, shopId });
    const confirmed = await fetch(`${storefront}${new URL(confirmation).pathname}`, {
      method: 'POST', body: confirmBody, headers: { 'content-type': 'application/json', 'shopware-shop-signature': hmac(confirmBody, secret) },
    });
    expect(confirmed.status).toBe(204);
    const webhook = (key: string) => {
      const body = JSON.stringify({
        data: { payload: [{ entity: 'category', operation: 'update', primaryKey: 'f'.repeat(32) }], event: 'category.written' },
        source: { url: shopUrl, shopId, appVersion: '1.0.0', eventId: `e${Date.now()}` }, timestamp: now,
      });
      return fetch(`${storefront}/api/revalidate`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'shopware-shop-signature': hmac(body, key) } });
    };
    expect((await webhook(DEMO_SECRETS.shopware)).status).toBe(401);
    expect((await webhook(secret)).status).toBe(200);
  });
});

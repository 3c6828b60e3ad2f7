// The app's registration as Shopware performs it (its AppRegistrationService: a signed GET with
// shop-id, shop-url and timestamp; the proof; a confirmation signed with the shop's new secret),
// then that shop's webhooks: accepted with its secret alone (issue 53).
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKv, type MemoryKv } from '../cache/testing/memory-kv';
import { createMemoryPurgeJobs, type MemoryPurgeJobs } from '../cache/testing/memory-purge-jobs';
import { revalidateRoute, SHOPWARE_SIGNATURE_HEADER } from '../api/revalidate';
import { clockNow } from '../../shared/clock';
import { APP_NAME, shopSecret, shopwareAppRoutes } from './registration';
import { SHOP_KEY_PREFIX } from './shops';

const APP_SECRET = 'app-secret-of-the-manifest';
const OPERATOR_SECRET = 'operator-secret';
const SHOP_ID = 'AbCdEfGh12345678';
const SHOP_URL = 'https://shop.example';
const hmac = (message: string, key: string) => createHmac('sha256', key).update(message).digest('hex');

let kv: MemoryKv;
let jobs: MemoryPurgeJobs;
beforeEach(() => {
  kv = createMemoryKv();
  jobs = createMemoryPurgeJobs(kv.namespace, kv.operations);
});

const env = (over: Record<string, unknown> = {}) => ({ CACHE: kv.namespace, SHOPWARE_APP_SECRET: APP_SECRET, SITE_URL: 'https://www.veld.nl', SHOPWARE_ENDPOINT: 'https://shop.example/store-api', SHOPWARE_ACCESS_KEY: 'SWSCTEST', SANITY_PROJECT_ID: 'veld', SANITY_DATASET: 'production', ...over });

/** Shopware's registration request: the query as Guzzle writes it, signed with the app's secret. */
function register(over: { timestamp?: number; secret?: string; shopUrl?: string } = {}, environment = env()) {
  const query = `shop-id=${SHOP_ID}&shop-url=${over.shopUrl ?? SHOP_URL}&timestamp=${over.timestamp ?? Math.floor(clockNow() / 1000)}`;
  return shopwareAppRoutes.request(`/register?${query}`, { headers: { 'shopware-app-signature': hmac(query, over.secret ?? APP_SECRET), 'sw-version': '6.7.15.0' } }, environment);
}

/** Shopware's confirmation: its JSON, signed with the secret the app gave the shop. */
function confirm(secret: string, body = { apiKey: 'SWIAKEY', secretKey: 'integration-secret', timestamp: Math.floor(clockNow() / 1000), shopUrl: SHOP_URL, shopId: SHOP_ID }) {
  const text = JSON.stringify(body);
  return shopwareAppRoutes.request('/register/confirm', { method: 'POST', body: text, headers: { 'content-type': 'application/json', 'shopware-shop-signature': hmac(text, secret) } }, env());
}

/** A product webhook as the shop sends it, signed with `secret`. */
function webhook(secret: string, shopId: string | null = SHOP_ID) {
  const body = JSON.stringify({
    data: { payload: [{ entity: 'product', operation: 'update', primaryKey: 'a'.repeat(32), updatedFields: ['stock'] }], event: 'product.written' },
    ...(shopId ? { source: { url: SHOP_URL, shopId, appVersion: '1.0.0', eventId: 'e1' } } : {}),
    timestamp: Math.floor(clockNow() / 1000),
  });
  return revalidateRoute.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json', [SHOPWARE_SIGNATURE_HEADER]: hmac(body, secret) } },
    { PURGE_JOBS: jobs.namespace, CACHE: kv.namespace, SHOPWARE_WEBHOOK_SECRET: OPERATOR_SECRET });
}

async function registered(): Promise<string> {
  const answer = await register();
  expect(answer.status).toBe(200);
  const { secret, proof, confirmation_url: confirmation } = await answer.json() as { secret: string; proof: string; confirmation_url: string };
  // The proof Shopware checks: the app's secret over shop id, shop URL and the app's name.
  expect(proof).toBe(hmac(SHOP_ID + SHOP_URL + APP_NAME, APP_SECRET));
  expect(confirmation).toBe('https://www.veld.nl/api/shopware-app/register/confirm');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect((await confirm(secret)).status).toBe(204);
  return secret;
}

describe('the Shopware app\'s registration', () => {
  it('gives a shop a secret of its own, kept server-side, and takes its webhooks signed with it', async () => {
    const secret = await registered();
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(await shopSecret(kv.namespace, SHOP_ID)).toBe(secret);
    expect(kv.keys().filter((key) => key.startsWith(SHOP_KEY_PREFIX)).length).toBeGreaterThan(0);
    expect((await webhook(secret)).status).toBe(200);
    // Not with the app's secret, nor the operator's, nor as another shop.
    for (const other of [APP_SECRET, OPERATOR_SECRET]) expect((await webhook(other)).status).toBe(401);
    expect((await webhook(secret, 'OtherShop0000000')).status).toBe(401);
    // A manual purge (no source) still takes the operator's secret.
    expect((await webhook(OPERATOR_SECRET, null)).status).toBe(200);
  });

  it('refuses a registration not signed with the app\'s secret, or too old; and is no route without a secret', async () => {
    expect((await register({ secret: 'guessed' })).status).toBe(401);
    expect((await register({ timestamp: Math.floor(clockNow() / 1000) - 600 })).status).toBe(401);
    expect((await register({}, env({ SHOPWARE_APP_SECRET: undefined }))).status).toBe(404);
    expect(await shopSecret(kv.namespace, SHOP_ID)).toBeNull();
  });

  it('takes no webhook of a shop whose registration was never confirmed, nor a confirmation signed otherwise', async () => {
    const answer = await register();
    const { secret } = await answer.json() as { secret: string };
    expect((await confirm(APP_SECRET)).status).toBe(401);
    expect((await webhook(secret)).status).toBe(401);
    expect((await confirm(secret)).status).toBe(204);
    expect((await webhook(secret)).status).toBe(200);
  });
});

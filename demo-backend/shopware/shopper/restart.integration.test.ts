// Carts live in D1, so a restart of `wrangler dev` with the same --persist-to keeps them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startWorker } from '../../../scripts/lib/servers.mjs';
import { buyableProductIds, storeApiClient, tokenOf } from './testing/fixtures';

// Next to the shared test backend's port, which the global setup holds.
const port = Number(process.env.DEMO_BACKEND_TEST_PORT ?? 8899) + 1;
const persistTo = mkdtempSync(path.join(tmpdir(), 'demo-backend-restart-'));

function start() {
  return startWorker({
    name: 'demo backend (restart test)', config: 'demo-backend/wrangler.toml', port,
    persistTo, readyPath: '/__demo/health', timeoutMs: 240_000,
  });
}

afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

it('keeps a cart across a restart with the same persist dir', async () => {
  const [product] = buyableProductIds(1);
  let backend = await start();
  let token: string;
  try {
    const client = storeApiClient(backend.url);
    await client.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ id: product!, type: 'product', quantity: 3 }] } });
    token = tokenOf(client);
  } finally {
    await backend.stop();
  }
  backend = await start();
  try {
    const { data: cart } = await storeApiClient(backend.url, token).invoke('readCart get /checkout/cart');
    expect(cart.token).toBe(token);
    expect(cart.lineItems?.map((l) => [l.id, l.quantity])).toEqual([[product, 3]]);
  } finally {
    await backend.stop();
  }
}, 600_000);

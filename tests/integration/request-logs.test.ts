// The logs an on-call engineer reads (decision 021), as the shop really writes them: a failing
// request gives exactly one request line and one error line, both under the id of the answer's
// X-Request-Id, every line one JSON object; the upstream count is what the backend saw; nothing
// the shopper typed reaches the log. This file starts a shop of its own to read its output.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop } from '../../scripts/lib/servers.mjs';
import { setFaults } from '../support/http';

const base = Number(process.env.INTEGRATION_PORT_BASE ?? 8897) + 20;
const BROWSER = { 'user-agent': 'Mozilla/5.0 Firefox/130' };
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

let shop: Awaited<ReturnType<typeof startShop>>;
let persistTo: string;

beforeAll(async () => {
  persistTo = mkdtempSync(path.join(tmpdir(), 'request-logs-'));
  shop = await startShop({ storefrontPort: base, backendPort: base + 1, persistTo, stdio: 'pipe' });
  // The shell's shared reads (navigation, footer, snippets) cached first: a fault below then
  // fails the one call each test is about, not every part of the page.
  for (const headers of [BROWSER, CRAWLER]) expect((await fetch(`${shop.storefront.url}/`, { headers })).status).toBe(200);
});

afterAll(async () => {
  await shop?.stop();
  rmSync(persistTo, { recursive: true, force: true });
});

type Line = Record<string, unknown> & { level: string; msg: string; id?: string };

/** The storefront's lines for one request id, once its request line is out; each must parse on its own. */
async function linesOf(id: string): Promise<Line[]> {
  const lines = () => shop.storefront.output().split('\n').filter((l) => l.includes(id));
  await expect.poll(() => lines().some((l) => l.includes('"msg":"request"'))).toBe(true);
  return lines().map((l) => JSON.parse(l) as Line);
}

async function backendCalls(match: string): Promise<number> {
  const res = await fetch(`${shop.backend.url}/__demo/requests?match=${encodeURIComponent(match)}`);
  return ((await res.json()) as { count: number }).count;
}

describe('request logs', () => {
  it('gives every answer an id in X-Request-Id, Cloudflare\'s ray id when there is one', async () => {
    const res = await fetch(`${shop.storefront.url}/__health`, { headers: { 'cf-ray': '8f1e2d3c4b5a6978-AMS' } });
    expect(res.headers.get('x-request-id')).toBe('8f1e2d3c4b5a6978-AMS');
    const [line] = await linesOf('8f1e2d3c4b5a6978-AMS');
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/__health', path: '/__health', status: 200, upstream: { shopware: 0, sanity: 0 } });
  });

  for (const [who, headers] of [['a shopper', BROWSER], ['a crawler', CRAWLER]] as const) {
    it(`writes a page that fails for ${who} as one request line and one error line under the answer's id`, async () => {
      await setFaults(shop.backend.url, { errorRate: 1, match: '/store-api/seo-url' });
      try {
        const res = await fetch(`${shop.storefront.url}/Heren/?sort=price-asc`, { headers });
        expect(res.status).toBeGreaterThanOrEqual(500);
        await res.text();
        const id = res.headers.get('x-request-id')!;
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        const lines = await linesOf(id);
        expect(lines.map((l) => l.msg).sort()).toEqual([expect.stringMatching(/^Route failed/), 'request']);
        const request = lines.find((l) => l.msg === 'request')!;
        const error = lines.find((l) => l.msg !== 'request')!;
        expect(request).toMatchObject({ method: 'GET', route: 'document:page', path: '/Heren/', status: res.status });
        expect(request.ms).toEqual(expect.any(Number));
        expect(request.cache).toMatchObject({ error: 1 });
        expect(error).toMatchObject({ level: 'error', id, error: 'ApiClientError', errorStatus: 500, endpoint: '/store-api/seo-url' });
        expect(error.stack).toEqual(expect.any(String));
      } finally {
        await setFaults(shop.backend.url, null);
      }
    });
  }

  it('counts the calls the backend saw, retry included, and keeps what the shopper typed out of the log', async () => {
    await setFaults(shop.backend.url, { errorRate: 1, match: '/store-api/account/login' });
    try {
      await fetch(`${shop.backend.url}/__demo/requests`, { method: 'DELETE' });
      const res = await fetch(`${shop.storefront.url}/api/account/login?email=anna.de.vries@example.nl`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'anna.de.vries@example.nl', password: 'geheim-wachtwoord-1' }),
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const id = res.headers.get('x-request-id')!;
      const lines = await linesOf(id);
      expect(lines.map((l) => l.msg).sort()).toEqual(['API call failed', 'request']);
      const request = lines.find((l) => l.msg === 'request')!;
      expect(request).toMatchObject({ method: 'POST', route: '/api/account/login', status: res.status });
      expect(request).not.toHaveProperty('path');
      expect((request.upstream as { shopware: number }).shopware).toBe(await backendCalls('/store-api/'));
      const written = lines.map((l) => JSON.stringify(l)).join('\n');
      for (const secret of ['anna', 'example.nl', 'geheim']) expect(written).not.toContain(secret);
    } finally {
      await setFaults(shop.backend.url, null);
    }
  });

  it('writes nothing over more than one line: every line of the storefront is one JSON object', () => {
    const lines = shop.storefront.output().split('\n').filter((l) => l.startsWith('{'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    // A stack spread over lines leaves its frames ("    at …") on lines of their own.
    expect(shop.storefront.output()).not.toMatch(/^\s+at /m);
  });
});

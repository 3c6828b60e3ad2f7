// Content preview against the demo backend and a real (local) KV (#19 acceptance): a preview's
// answers are private and carry their sync tags; no KV entry ever holds draft content, before,
// during or after a preview; the read token is in no answer; the live events come through the
// relay only in a preview; the routes refuse what they must.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_SECRETS } from '../../scripts/lib/servers.mjs';
import { eventually, kvBytes } from '../support/kv';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');
const persistTo = inject('persistTo');

const TOKEN = DEMO_SECRETS.sanityToken;
// Texts only the demo's drafts hold (demo-backend/sanity/dataset/drafts.ts).
const DRAFT_TEXTS = ['Nieuw: de feestcollectie', 'Alleen dit weekend: 20% korting op alle jassen', 'Cadeaugids: twintig cadeaus'];
const STEGA = /[\u200B-\u200D\u2060\uFEFF]/g;

async function previewCookies(): Promise<string> {
  const secret = `secret-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const created = await fetch(`${backend}/v2025-02-19/data/mutate/production`, {
    method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ create: { _id: `sanity-preview-url-secret.${secret}`, _type: 'sanity.previewUrlSecret', secret, studioUrl: 'http://localhost:3333' } }] }),
  });
  expect(created.ok).toBe(true);
  const res = await fetch(`${storefront}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/over-veld`, { redirect: 'manual' });
  expect(res.status).toBe(307);
  expect(res.headers.get('location')).toBe('/over-veld');
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Every address a preview reads content through, page and /api alike. */
const PREVIEW_READS = ['/', '/over-veld', '/blog', '/blog/cadeaugids', '/api/content/home', '/api/site-config', '/api/blogs/getAllBlogs', '/api/blog/cadeaugids', '/api/error-page'];

describe('content preview', () => {
  it('reads drafts with private answers and their sync tags, and never leaves a draft or the token anywhere', async () => {
    const cookie = await previewCookies();
    const bodies: string[] = [];
    for (const path of PREVIEW_READS) {
      const res = await fetch(`${storefront}${path}`, { headers: { cookie } });
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      bodies.push(await res.text());
      if (path.startsWith('/api/content/')) expect(res.headers.get('x-sanity-sync-tags')).toContain('s1:');
    }
    const seen = bodies.join('\n').replace(STEGA, '');
    expect(seen).toContain('Nieuw: de feestcollectie');
    expect(seen).toContain('Cadeaugids');
    // The token stays in the worker: in no page, no answer, no meta.
    expect(bodies.join('\n')).not.toContain(TOKEN);

    // Then shoppers read the same addresses: published content, through the cache.
    for (const path of PREVIEW_READS) {
      const res = await fetch(`${storefront}${path}`);
      const text = await res.text();
      for (const draft of DRAFT_TEXTS) expect(text, `${path} for a shopper`).not.toContain(draft);
      expect(text).not.toMatch(STEGA);
    }
    // No KV entry holds a draft (nor the token), whatever was read in the preview. (The
    // shoppers' misses are written once their answers are out: wait for the home page's.)
    const stored = await eventually(async () => kvBytes(persistTo), (bytes) => bytes.includes('Warm de winter in'));
    expect(stored).toContain('Warm de winter in');
    for (const draft of [...DRAFT_TEXTS, TOKEN]) expect(stored).not.toContain(draft);
  });

  it('relays the live events with drafts only in a preview', async () => {
    const outside = await fetch(`${storefront}/api/preview/v2025-02-19/data/live/events/production?includeDrafts=true`, { headers: { accept: 'text/event-stream' } });
    expect(outside.status).toBe(401);
    await outside.body?.cancel();
    const cookie = await previewCookies();
    const live = await fetch(`${storefront}/api/preview/v2025-02-19/data/live/events/production?includeDrafts=true`, { headers: { accept: 'text/event-stream', cookie } });
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    const reader = live.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('event: welcome')) received += (await reader.read()).value ?? '';
    await reader.cancel();
    expect(received).not.toContain(TOKEN);
  });

  it('refuses forged secrets and cookies, perspectives it does not know, and a cross-site exit', async () => {
    for (const query of ['sanity-preview-secret=forged&sanity-preview-pathname=/', '']) {
      const res = await fetch(`${storefront}/api/draft-mode/enable?${query}`, { redirect: 'manual' });
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const forged = await fetch(`${storefront}/api/content/home`, { headers: { cookie: `sanity-preview=v1.9999999999.${'A'.repeat(43)}` } });
    expect(forged.headers.get('cache-control')).not.toContain('no-store');
    expect(await forged.text()).not.toContain('Nieuw: de feestcollectie');

    const cookie = await previewCookies();
    const put = (perspective: unknown) => fetch(`${storefront}/api/draft-mode/perspective`, {
      method: 'PUT', headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ perspective }),
    });
    expect((await put('raw')).status).toBe(400);
    const published = await put('published');
    expect(published.status).toBe(200);
    expect(published.headers.getSetCookie().join()).toContain('sanity-preview-perspective=published');
    expect((await put(['rSpring26', 'drafts'])).status).toBe(200);

    const crossSite = await fetch(`${storefront}/api/draft-mode/disable`, { headers: { cookie, 'sec-fetch-site': 'cross-site' }, redirect: 'manual' });
    expect(crossSite.status).toBe(403);
    const exit = await fetch(`${storefront}/api/draft-mode/disable?redirect=//evil.example/x`, { headers: { cookie, 'sec-fetch-site': 'same-origin' }, redirect: 'manual' });
    expect(exit.status).toBe(303);
    expect(exit.headers.get('location')).toBe('/');
    expect(exit.headers.getSetCookie().join()).toMatch(/sanity-preview=;/);
  });
});

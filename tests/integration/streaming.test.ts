// The document streams: head and shell first, slow sections later; crawlers get it whole.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { getChunks, purgeAll, setFaults } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('streamed HTML', () => {
  beforeAll(async () => {
    // Warm everything the shell needs, so only the slowed section is slow.
    await fetch(`${storefront}/`).then((r) => r.text());
  });
  afterEach(() => setFaults(backend, null));

  it('sends the header in an earlier chunk than a slow section', async () => {
    // Every product slider's group read again (PRODUCT_STREAMS_TAG), slowly: stock Shopware's POST /product.
    await purgeAll(storefront, ['product-streams']);
    await setFaults(backend, { latencyMs: 1500, match: '/store-api/product' });
    const { status, headers, chunks } = await getChunks(`${storefront}/`);
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('identity');
    const headerChunk = chunks.findIndex((c) => c.includes('class="site-header'));
    const sliderChunk = chunks.findIndex((c) => c.includes('class="product-slider container"'));
    expect(headerChunk).toBeGreaterThanOrEqual(0);
    expect(sliderChunk).toBeGreaterThan(headerChunk);
    // The head (with its stylesheet) comes no later than the header.
    const stylesheetChunk = chunks.findIndex((c) => c.includes('<link rel="stylesheet"'));
    expect(stylesheetChunk).toBeGreaterThanOrEqual(0);
    expect(stylesheetChunk).toBeLessThanOrEqual(headerChunk);
    // The slow section's data arrives as dehydrated state before its markup.
    const html = chunks.join('');
    const segment = html.indexOf('<div hidden id="S:');
    expect(segment).toBeGreaterThan(0);
    expect(html.lastIndexOf('__RQ', segment)).toBeGreaterThan(html.indexOf('</head>'));
  });

  it('puts sections that are ready in place for people too, so a page reads without JavaScript', async () => {
    // Lazily loaded blocks (FAQs, content, info cards) are loaded before the render and not
    // outlined into hidden segments that only a script would reveal.
    const { status, chunks } = await getChunks(`${storefront}/klantenservice/veelgestelde-vragen`);
    const html = chunks.join('');
    expect(status).toBe(200);
    expect(html).toContain('<details');
    expect(html).not.toContain('<div hidden id="S:');
    expect(html).not.toContain('block-skeleton');
  });

  it('gives crawlers the complete document with no Suspense fallback left', async () => {
    // Every product slider's group read again (PRODUCT_STREAMS_TAG), slowly: stock Shopware's POST /product.
    await purgeAll(storefront, ['product-streams']);
    await setFaults(backend, { latencyMs: 500, match: '/store-api/product' });
    const { status, headers, chunks } = await getChunks(`${storefront}/`, { 'user-agent': GOOGLEBOT });
    const html = chunks.join('');
    expect(status).toBe(200);
    expect(html).toContain('class="product-slider container"');
    // The page still hydrates for a crawler that runs scripts: its bootstrap carries the
    // response's nonce (a prerendered document has none of React's own).
    const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
    expect(html).toContain(`</div><script nonce="${nonce}">requestAnimationFrame(`);
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('block-skeleton');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});

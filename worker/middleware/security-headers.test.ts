import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types';
import { HSTS, securityHeaders } from './security-headers';

const ENV = {
  SHOPWARE_ENDPOINT: 'https://shop.example.nl/store-api', SHOPWARE_ACCESS_KEY: 'SWSCDEMOSTOREFRONTNL00000001',
  SANITY_PROJECT_ID: 'demo0001', SANITY_DATASET: 'production', SITE_URL: 'https://shop.example.nl',
};

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', securityHeaders());
  a.get('/page', (c) => c.html(`<p>${c.var.nonce}</p>`));
  a.get('/preview', (c) => { c.set('studioMayFrame', true); return c.html('<p>concept</p>'); });
  a.get('/api/x', (c) => c.json({ ok: true }));
  return a;
}

const csp = async (env: Record<string, string>, url = 'https://shop.example.nl/page') =>
  (await app().request(url, {}, env)).headers.get('content-security-policy') ?? '';

describe('securityHeaders', () => {
  it("puts 'strict-dynamic' with the response's nonce in script-src", async () => {
    const res = await app().request('https://shop.example.nl/page', {}, ENV);
    const nonce = (await res.text()).replace(/<\/?p>/g, '');
    const scriptSrc = res.headers.get('content-security-policy')!.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https://player.vimeo.com`);
  });

  it('lists the reCAPTCHA hosts only when a site key is configured', async () => {
    const without = await csp(ENV);
    expect(without).not.toContain('www.google.com');
    expect(without).not.toContain('www.gstatic.com');
    const withKey = await csp({ ...ENV, RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' });
    expect(withKey).toMatch(/script-src [^;]*https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
    expect(withKey).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
  });

  it('lists the tag manager and analytics hosts only when GTM_ID is configured', async () => {
    const without = await csp(ENV);
    expect(without).not.toContain('googletagmanager');
    expect(without).toContain("connect-src 'self';");
    const withGtm = await csp({ ...ENV, GTM_ID: 'GTM-ABC1234' });
    expect(withGtm).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(withGtm).toContain("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;");
  });

  it('sends HSTS on https requests only', async () => {
    expect((await app().request('https://shop.example.nl/page', {}, ENV)).headers.get('strict-transport-security')).toBe(HSTS);
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    expect((await app().request('http://localhost:8787/page', {}, ENV)).headers.has('strict-transport-security')).toBe(false);
  });

  it('sends nosniff on every response, the CSP on HTML only', async () => {
    const res = await app().request('https://shop.example.nl/api/x', {}, ENV);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.has('content-security-policy')).toBe(false);
  });

  it('lets only the shop frame a page; a preview also the Studio, without X-Frame-Options', async () => {
    const studio = { ...ENV, SANITY_STUDIO_URL: 'https://veld.sanity.studio/studio' };
    const shopper = await app().request('https://shop.example.nl/page', {}, studio);
    expect(shopper.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(shopper.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'(;|$)/);
    const preview = await app().request('https://shop.example.nl/preview', {}, studio);
    expect(preview.headers.has('x-frame-options')).toBe(false);
    expect(preview.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self' https:\/\/veld\.sanity\.studio(;|$)/);
    // No Studio configured: a preview is framed by the shop alone.
    expect((await app().request('https://shop.example.nl/preview', {}, ENV)).headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'(;|$)/);
  });
});

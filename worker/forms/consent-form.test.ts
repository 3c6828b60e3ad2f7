// POST /cookie-keuze: the banner's choice without JavaScript.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types';
import { mountForms } from '../api/route';
import { consentActions } from './consent-form';

const app = new Hono<AppEnv>();
mountForms(app, consentActions);

const post = (fields: Record<string, string>, headers: Record<string, string> = {}, url = 'http://shop.test/cookie-keuze') =>
  app.request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { host: 'shop.test', ...headers } });

describe('POST /cookie-keuze', () => {
  it('stores an acceptance for 365 days and goes back to the page, without the settings parameter', async () => {
    const res = await post({ choice: 'accept' }, { referer: 'http://shop.test/Dames/?cookie-instellingen&p=2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/Dames/?p=2');
    expect(res.headers.get('set-cookie')).toBe('veld-consent=1.a1.m1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('stores a refusal, or the ticked purposes; Secure over https', async () => {
    expect((await post({ choice: 'refuse', analytics: 'on' })).headers.get('set-cookie')).toMatch(/^veld-consent=1\.a0\.m0;/);
    const saved = await post({ choice: 'save', analytics: 'on' }, {}, 'https://shop.test/cookie-keuze');
    expect(saved.headers.get('set-cookie')).toBe('veld-consent=1.a1.m0; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('goes home rather than to another site', async () => {
    expect((await post({ choice: 'accept' }, { referer: 'https://evil.example/x' })).headers.get('location')).toBe('/');
    expect((await post({ choice: 'accept' })).headers.get('location')).toBe('/');
  });

  it('refuses an unknown choice without a cookie', async () => {
    const res = await post({ choice: 'misschien' });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

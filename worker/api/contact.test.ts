// The contact routes' own decisions, before any backend call: validation, the reCAPTCHA
// requirement and the no-JavaScript redirects. Sending and the rate limit run against the
// demo backend in tests/integration/contact-form.test.ts; the refusal of a cross-site post is the
// request guard's, tested in tests/integration/security.test.ts.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMemoryKv } from '../cache/testing/memory-kv';
import type { AppEnv } from '../types';
import { contactRoutes } from './contact';
import { mountForms, mountRoutes } from './route';

const env = (extra: Record<string, string> = {}) => ({
  CACHE: createMemoryKv().namespace,
  SHOPWARE_ENDPOINT: 'http://127.0.0.1:1/store-api',
  SHOPWARE_ACCESS_KEY: 'SWSCTEST',
  SANITY_PROJECT_ID: 'test',
  SANITY_DATASET: 'production',
  ...extra,
});

const submission = { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', phone: '0612345678', message: 'Hoi' };

const app = new Hono<AppEnv>();
const api = new Hono<AppEnv>();
mountRoutes(api, contactRoutes);
app.route('/api', api);
mountForms(app, contactRoutes);

const postJson = (body: unknown, extra?: Record<string, string>) => app.request('/api/contact-form', {
  method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' },
}, env(extra));

describe('POST /api/contact-form', () => {
  it('refuses an invalid body with the messages per field', async () => {
    const res = await postJson({ ...submission, email: 'sanne@', firstName: ' ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid request', message: 'Form validation failed',
      issues: [{ field: 'firstName', message: 'First name is required' }, { field: 'email', message: 'Email is invalid' }],
    });
  });

  it('requires a reCAPTCHA token when a site key is configured', async () => {
    const res = await postJson(submission, { RECAPTCHA_SITE_KEY: '6LcDemoSiteKey0000000000' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Failed to verify reCAPTCHA');
  });
});

describe('POST /contact-form (no JavaScript)', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => app.request('/contact-form', {
    method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  }, env());

  it('redirects back to the page with invalid when a rule fails', async () => {
    const res = await post({ back: '/contact/', firstname: 'Sanne', surname: '', phone: '', email: '', message: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/?contact=invalid#contactformulier');
  });

  it('never redirects to another site', async () => {
    const res = await post({ back: '//evil.example/', firstname: '' });
    expect(res.headers.get('location')).toBe('/contact/?contact=invalid#contactformulier');
  });
});

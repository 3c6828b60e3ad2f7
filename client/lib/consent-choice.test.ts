// @vitest-environment happy-dom
// Storing the shopper's choice: the cookie the worker reads, Consent Mode told, and the
// analytics cookies and storage removed when analytics is withdrawn (and only then).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentCookie } from '../../shared/analytics/consent';

vi.mock('../analytics/runtime', () => ({ startAnalyticsRuntime: () => {} }));

const load = async () => {
  vi.resetModules();
  return import('./consent-choice');
};
/** The cookies that hold a value (happy-dom keeps a Max-Age=0 cookie, emptied, where a browser drops it). */
const cookieNames = () => document.cookie.split(';').filter((p) => p.split('=')[1]?.trim()).map((p) => p.split('=')[0]!.trim());

beforeEach(() => {
  delete window.dataLayer;
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
});
afterEach(() => { delete window.dataLayer; });

describe('saveConsent', () => {
  it('stores the choice in the cookie and tells Consent Mode', async () => {
    const { saveConsent } = await load();
    saveConsent({ analytics: true, marketing: false });
    expect(document.cookie).toContain('veld-consent=');
    const update = Array.from(window.dataLayer![0] as ArrayLike<unknown>);
    expect(update).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
  });

  it('removes the analytics cookies and storage when analytics is withdrawn, and leaves the shop\'s own', async () => {
    document.cookie = consentCookie({ analytics: true, marketing: false }, false);
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = 'veld-wishlist=abc; Path=/';
    localStorage.setItem('ph_phc_key_posthog', '{}');
    localStorage.setItem('veld-recent', '[]');
    const { saveConsent } = await load();
    saveConsent({ analytics: false, marketing: false });
    expect(cookieNames()).not.toContain('_ga');
    expect(cookieNames()).toContain('veld-wishlist');
    expect(localStorage.getItem('ph_phc_key_posthog')).toBeNull();
    expect(localStorage.getItem('veld-recent')).toBe('[]');
  });

  it('leaves analytics cookies alone when nothing was withdrawn', async () => {
    document.cookie = '_ga=GA1.1.123; Path=/';
    const { saveConsent } = await load();
    saveConsent({ analytics: false, marketing: false });
    expect(cookieNames()).toContain('_ga');
  });
});

// @vitest-environment happy-dom
// The shopper's cookie choice in the page: read from the cookie the worker reads too, the
// settings opened by the address or the footer's link, and analytics loaded only once a
// purpose is granted — with nothing raised before the choice sent after it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentCookie, CONSENT_SETTINGS_PARAM } from '../../shared/analytics/consent';

const startAnalyticsRuntime = vi.fn();
vi.mock('../analytics/runtime', () => ({ startAnalyticsRuntime: () => startAnalyticsRuntime() }));

/** The module afresh: its state is the page's, read once. */
const load = async () => {
  vi.resetModules();
  return { consent: await import('./consent'), events: await import('./shop-events') };
};

beforeEach(() => {
  startAnalyticsRuntime.mockClear();
  document.cookie = 'veld-consent=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});
afterEach(() => { document.cookie = 'veld-consent=; Max-Age=0; Path=/'; });

describe('consent in the page', () => {
  it('has no choice before the shopper made one, and loads no analytics', async () => {
    const { consent } = await load();
    expect(consent.currentConsent()).toBeNull();
    await consent.startAnalytics();
    expect(startAnalyticsRuntime).not.toHaveBeenCalled();
  });

  it('reads the choice the cookie holds, and the settings the address asked for', async () => {
    document.cookie = consentCookie({ analytics: true, marketing: false }, false);
    window.history.replaceState(null, '', `/?${CONSENT_SETTINGS_PARAM}`);
    const { consent } = await load();
    expect(consent.currentConsent()).toEqual({ analytics: true, marketing: false });
    const seen: string[] = [];
    consent.onConsentChange(() => seen.push('changed'));
    consent.closeConsentSettings();
    consent.openConsentSettings();
    expect(seen).toEqual(['changed', 'changed']);
  });

  it('loads analytics once when a purpose is granted, and drops events raised before the choice', async () => {
    const { consent, events } = await load();
    events.shopEvent({ type: 'login', method: 'e-mail' });
    consent.applyConsent({ analytics: true, marketing: false });
    await consent.startAnalytics();
    await consent.startAnalytics();
    expect(startAnalyticsRuntime).toHaveBeenCalledOnce();
    expect(events.takeQueuedShopEvents()).toEqual([]);
  });

  it('loads nothing when every purpose was refused', async () => {
    const { consent } = await load();
    consent.applyConsent({ analytics: false, marketing: false });
    await consent.startAnalytics();
    expect(startAnalyticsRuntime).not.toHaveBeenCalled();
    expect(consent.currentConsent()).toEqual({ analytics: false, marketing: false });
  });
});

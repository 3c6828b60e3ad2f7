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

describe('a press on the cookie choice (#50)', () => {
  const form = () => {
    document.body.innerHTML = `<form method="post" action="/cookie-keuze">
      <input type="checkbox" name="analytics" checked><input type="checkbox" name="marketing">
      <button type="submit" name="choice" value="accept">Alles accepteren</button>
      <button type="submit" name="choice" value="save">Keuze opslaan</button></form>
      <form method="post" action="/elders"><button type="submit" name="choice" value="accept">Elders</button></form>`;
  };
  const holdEveryPress = (event: Event) => event.preventDefault();

  it('writes the cookie at the press itself, even when the press is held for code still to come', async () => {
    form();
    // What HydrateLater does until the banner's code arrives: the press goes nowhere.
    document.addEventListener('click', holdEveryPress);
    const { consent } = await load();
    const stop = consent.keepConsentPresses();
    document.querySelector<HTMLButtonElement>('button[value="accept"]')!.click();
    expect(document.cookie).toContain('veld-consent=1.a1.m1');
    document.querySelector<HTMLButtonElement>('button[value="save"]')!.click();
    expect(document.cookie).toContain('veld-consent=1.a1.m0');
    stop();
    document.removeEventListener('click', holdEveryPress);
  });

  it('leaves every other form alone, and stops when taken off', async () => {
    form();
    document.addEventListener('click', holdEveryPress);
    const { consent } = await load();
    const stop = consent.keepConsentPresses();
    document.querySelector<HTMLButtonElement>('form[action="/elders"] button')!.click();
    expect(document.cookie).not.toContain('veld-consent=1');
    stop();
    document.querySelector<HTMLButtonElement>('button[value="accept"]')!.click();
    expect(document.cookie).not.toContain('veld-consent=1');
    document.removeEventListener('click', holdEveryPress);
  });
});

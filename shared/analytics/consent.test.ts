import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL, backAfterChoice, choiceFromForm, consentCookie, consentFromCookieHeader, consentModeScript, consentModeState,
  CONSENT_MAX_AGE_SECONDS, parseConsent, REFUSE_ALL, serializeConsent,
} from './consent';

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const analytics of [true, false]) for (const marketing of [true, false]) {
      expect(parseConsent(serializeConsent({ analytics, marketing }))).toEqual({ analytics, marketing });
    }
    expect(serializeConsent({ analytics: true, marketing: false })).toBe('1.a1.m0');
  });

  it('reads nothing from a missing, foreign or tampered value', () => {
    for (const value of [undefined, null, '', 'yes', '1.a1', '2.a1.m1', '1.a2.m0', '1.a1.m0;x']) expect(parseConsent(value)).toBeNull();
  });

  it('finds the choice among other cookies', () => {
    expect(consentFromCookieHeader('sw-context-token=abc; veld-consent=1.a0.m1; other=1')).toEqual({ analytics: false, marketing: true });
    expect(consentFromCookieHeader('sw-context-token=abc')).toBeNull();
    expect(consentFromCookieHeader(undefined)).toBeNull();
    expect(consentFromCookieHeader('xveld-consent=1.a1.m1')).toBeNull();
  });

  it('is kept 365 days on the whole site, Lax, Secure only over https, readable by the page', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie(ACCEPT_ALL, false)).toBe('veld-consent=1.a1.m1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie(REFUSE_ALL, true)).toBe('veld-consent=1.a0.m0; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(consentCookie(ACCEPT_ALL, true)).not.toMatch(/HttpOnly/i);
  });
});

describe('choice from the banner form', () => {
  it('accepts, refuses, or saves the ticked purposes', () => {
    expect(choiceFromForm({ choice: 'accept' })).toEqual(ACCEPT_ALL);
    expect(choiceFromForm({ choice: 'refuse', analytics: 'on' })).toEqual(REFUSE_ALL);
    expect(choiceFromForm({ choice: 'save', analytics: 'on' })).toEqual({ analytics: true, marketing: false });
    expect(choiceFromForm({ choice: 'save' })).toEqual(REFUSE_ALL);
    expect(choiceFromForm({ choice: 'maybe' })).toBeNull();
    expect(choiceFromForm({})).toBeNull();
  });

  it('goes back only to a path of this site, without the settings parameter', () => {
    expect(backAfterChoice('/Dames/?p=2')).toBe('/Dames/?p=2');
    expect(backAfterChoice('/Dames/?cookie-instellingen&p=2')).toBe('/Dames/?p=2');
    expect(backAfterChoice('/?cookie-instellingen')).toBe('/');
    for (const bad of ['//evil.example/', 'https://evil.example/', '/\\evil.example', undefined, 42]) expect(backAfterChoice(bad)).toBe('/');
  });
});

describe('Google Consent Mode v2', () => {
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeState({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
    });
    expect(consentModeState(null)).toEqual({
      analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
    });
  });

  it('defaults everything to denied, and updates with a stored choice only', () => {
    const run = (script: string) => {
      const window: { dataLayer?: IArguments[] } = {};
      new Function('window', script)(window);
      return window.dataLayer!.map((args) => [...args]);
    };
    expect(run(consentModeScript(null))).toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
    ]);
    const chosen = run(consentModeScript(ACCEPT_ALL));
    expect(chosen).toHaveLength(2);
    expect(chosen[1]).toEqual(['consent', 'update', consentModeState(ACCEPT_ALL)]);
  });
});

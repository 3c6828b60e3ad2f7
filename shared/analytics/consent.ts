// The shopper's cookie choice (issue #20): one first-party cookie, readable by the worker (so a
// page for someone who chose renders no banner) and by the page's code (so analytics loads only
// after consent). No DOM and no Workers APIs here: both sides use it.

export const CONSENT_COOKIE = 'veld-consent';
/** 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The worker route the banner's form posts to (it works without JavaScript). */
export const CONSENT_POST_PATH = '/cookie-keuze';
/** A page address with this query parameter shows the cookie settings (the footer's link). */
export const CONSENT_SETTINGS_PARAM = 'cookie-instellingen';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REFUSE_ALL: ConsentChoice = { analytics: false, marketing: false };

/** The cookie's value: a version, then one flag per purpose ('1.a1.m0'). */
export function serializeConsent(choice: ConsentChoice): string {
  return `1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie value holds; null when there is none or it is not one we wrote. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = /^1\.a([01])\.m([01])$/.exec((value ?? '').trim());
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1' };
}

/** The choice in a Cookie header (or document.cookie). */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === CONSENT_COOKIE) return parseConsent(decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return null;
}

/** The cookie itself (a Set-Cookie value or a document.cookie assignment): 365 days, path /, Lax. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A form post's fields → the choice ('accept', 'refuse', or 'save' with the ticked purposes). */
export function choiceFromForm(form: Record<string, unknown>): ConsentChoice | null {
  const ticked = (name: string) => form[name] === 'on' || form[name] === '1' || form[name] === 'true';
  switch (form.choice) {
    case 'accept': return ACCEPT_ALL;
    case 'refuse': return REFUSE_ALL;
    case 'save': return { analytics: ticked('analytics'), marketing: ticked('marketing') };
    default: return null;
  }
}

export type ConsentModeValue = 'granted' | 'denied';
export type ConsentModeState = Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', ConsentModeValue>;

/** Google Consent Mode v2: analytics storage follows 'analytics', the three ad signals 'marketing'. */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const a: ConsentModeValue = choice?.analytics ? 'granted' : 'denied';
  const m: ConsentModeValue = choice?.marketing ? 'granted' : 'denied';
  return { analytics_storage: a, ad_storage: m, ad_user_data: m, ad_personalization: m };
}

/**
 * The head's inline script: the data layer and gtag(), Consent Mode defaults 'denied' for
 * everything, then — when the shopper already chose — an update with the choice. No request
 * leaves from it.
 */
export function consentModeScript(choice: ConsentChoice | null): string {
  const update = choice ? `gtag('consent','update',${JSON.stringify(consentModeState(choice))});` : '';
  return 'window.dataLayer=window.dataLayer||[];function gtag(){window.dataLayer.push(arguments)}'
    + `gtag('consent','default',${JSON.stringify({ ...consentModeState(null), wait_for_update: 500 })});`
    + update;
}

/** Where a no-JavaScript choice returns to: a path on this site, without the settings parameter. */
export function backAfterChoice(back: unknown): string {
  if (typeof back !== 'string' || !back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return '/';
  const url = new URL(back, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid') return '/';
  url.searchParams.delete(CONSENT_SETTINGS_PARAM);
  return url.pathname + url.search;
}

/**
 * The head's inline script while there is no choice yet: a press on the banner writes the
 * cookie the worker reads at the press itself (#50). The banner's code loads on intent, and
 * until it runs the press is held (HydrateLater); a page left before then lost the choice and
 * the banner came back. Written here, from the first byte, it costs the first view's code
 * nothing; the banner's code, once it runs, stores the same choice again and follows it in the
 * page (client/lib/consent-choice.ts). The same choice as choiceFromForm, the same cookie as
 * consentCookie (consent.test.ts holds them to it).
 */
export function consentPressScript(): string {
  const flag = (name: string) => `(v==="accept"||v==="save"&&!!(f.elements.${name}&&f.elements.${name}.checked)?1:0)`;
  return 'document.addEventListener("click",function(e){'
    + 'var b=e.target&&e.target.closest?e.target.closest(\'button[type="submit"]\'):null,f=b&&b.form,v=b&&b.value;'
    + `if(!f||f.getAttribute("action")!==${JSON.stringify(CONSENT_POST_PATH)}||!/^(accept|refuse|save)$/.test(v))return;`
    + `document.cookie=${JSON.stringify(`${CONSENT_COOKIE}=1.a`)}+${flag('analytics')}+".m"+${flag('marketing')}`
    + `+${JSON.stringify(`; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`)}+(location.protocol==="https:"?"; Secure":"")`
    + '},true);';
}

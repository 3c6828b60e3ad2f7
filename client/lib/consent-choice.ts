// Storing the shopper's cookie choice in the page: loaded with the banner (never in the first
// view). The cookie the worker reads too, Consent Mode's update, and — when analytics is
// withdrawn — the analytics cookies removed.
import { consentCookie, consentModeState, type ConsentChoice } from '../../shared/analytics/consent';
import { applyConsent, currentConsent } from './consent';

function gtag(..._args: unknown[]): void {
  // gtag's own shape: the arguments object, as the head's inline script pushes it.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

const ANALYTICS_STORAGE = /^(_ga|_gid|_gat|ph_|__ph_)/;

/**
 * What this shop's tags may have stored (Google Analytics' cookies, PostHog's cookie and
 * localStorage), removed on withdrawal.
 */
function removeAnalyticsCookies() {
  const host = window.location.hostname;
  try {
    for (const key of Object.keys(localStorage)) if (ANALYTICS_STORAGE.test(key)) localStorage.removeItem(key);
  } catch { /* storage blocked: nothing was stored there either */ }
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (!ANALYTICS_STORAGE.test(name)) continue;
    for (const domain of ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`]) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}

/** Stores the shopper's choice (365 days), tells Consent Mode, and starts what it allows. */
export function saveConsent(choice: ConsentChoice): void {
  const before = currentConsent();
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  gtag('consent', 'update', consentModeState(choice));
  applyConsent(choice);
  // After the page followed the choice: stopping PostHog writes its opt-out, which goes too.
  if (before?.analytics && !choice.analytics) removeAnalyticsCookies();
}

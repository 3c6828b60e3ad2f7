// Google Tag Manager, after consent and only when the worker names a container (GTM_ID →
// <meta name="gtm-id">). The page's CSP trusts scripts that a trusted script inserts
// ('strict-dynamic'); the nonce goes along so GTM's own custom scripts can carry it too.
import { currentConsent } from '../lib/consent';

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
const SCRIPT_ID = 'gtm-script';

export function loadTagManager(doc: Document = document): boolean {
  const id = doc.querySelector<HTMLMetaElement>('meta[name="gtm-id"]')?.content ?? '';
  const choice = currentConsent();
  if (!GTM_ID_PATTERN.test(id) || !choice || (!choice.analytics && !choice.marketing)) return false;
  if (doc.getElementById(SCRIPT_ID)) return true;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  if (nonce) { script.nonce = nonce; script.setAttribute('nonce', nonce); }
  doc.head.appendChild(script);
  return true;
}

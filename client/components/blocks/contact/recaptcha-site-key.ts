// The reCAPTCHA site key the worker writes into the page (RECAPTCHA_SITE_KEY, a public key).
// Without one the contact form works without reCAPTCHA and never loads ./recaptcha.ts.

export const RECAPTCHA_META = 'recaptcha-site-key';

export function recaptchaSiteKey(): string | null {
  if (typeof document === 'undefined') return null;
  const key = document.querySelector<HTMLMetaElement>(`meta[name="${RECAPTCHA_META}"]`)?.content.trim();
  return key ? key : null;
}

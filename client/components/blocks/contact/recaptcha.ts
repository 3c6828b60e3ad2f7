// reCAPTCHA Enterprise for the contact form (spec sections 7 and 8): the script is loaded on
// the form's first focus or submit, then grecaptcha.enterprise is awaited for up to
// 50 x 100 ms and asked for a token with the action contact_form. Only when the worker
// configured a site key (RECAPTCHA_SITE_KEY, written into the page as a meta tag).

// This module is loaded only when a site key is configured (see ./recaptcha-site-key.ts).

export const RECAPTCHA_ACTION = 'contact_form';
export const RECAPTCHA_WAIT = { attempts: 50, intervalMs: 100 } as const;

interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: Enterprise };
  }
}

/** 'load': the script or grecaptcha.enterprise never came; 'verify': no token was given. */
export class RecaptchaError extends Error {
  override name = 'RecaptchaError';
  constructor(readonly kind: 'load' | 'verify', options?: { cause?: unknown }) {
    super(kind === 'load' ? 'Failed to load reCAPTCHA' : 'Failed to verify reCAPTCHA', options);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks `probe` up to `attempts` times, `intervalMs` apart, until it gives a value; stops early
 * when `gaveUp()` says so (the script failed to load). Undefined when nothing came.
 */
export async function waitFor<T>(
  probe: () => T | undefined,
  { attempts, intervalMs, gaveUp = () => false, wait = sleep }: {
    attempts: number; intervalMs: number; gaveUp?: () => boolean; wait?: (ms: number) => Promise<void>;
  },
): Promise<T | undefined> {
  for (let i = 0; i < attempts; i++) {
    const value = probe();
    if (value !== undefined) return value;
    if (gaveUp()) return undefined;
    await wait(intervalMs);
  }
  return probe();
}

const enterprise = () => {
  const e = window.grecaptcha?.enterprise;
  return e && typeof e.execute === 'function' && typeof e.ready === 'function' ? e : undefined;
};

let loading: Promise<Enterprise> | undefined;

/** Loads the enterprise script once; a failure may be retried by the next call. */
export function loadRecaptcha(siteKey: string): Promise<Enterprise> {
  loading ??= (async () => {
    let failed = false;
    let script: HTMLScriptElement | undefined;
    if (!enterprise()) {
      script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onerror = () => { failed = true; };
      document.head.appendChild(script);
    }
    const found = await waitFor(enterprise, { ...RECAPTCHA_WAIT, gaveUp: () => failed });
    if (!found) {
      script?.remove();
      throw new RecaptchaError('load');
    }
    return found;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A token for the contact form; throws RecaptchaError('load' | 'verify'). */
export async function recaptchaToken(siteKey: string): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('grecaptcha.enterprise.ready timed out')), RECAPTCHA_WAIT.attempts * RECAPTCHA_WAIT.intervalMs);
      api.ready(() => { clearTimeout(timer); resolve(); });
    });
    const token = await api.execute(siteKey, { action: RECAPTCHA_ACTION });
    if (typeof token !== 'string' || token === '') throw new Error('empty reCAPTCHA token');
    return token;
  } catch (error) {
    throw new RecaptchaError('verify', { cause: error });
  }
}

// @vitest-environment happy-dom
// Google Tag Manager loads only after consent and only when the worker names a valid
// container, once per page, carrying the page's nonce for the CSP.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentChoice } from '../../shared/analytics/consent';

let choice: ConsentChoice | null = null;
vi.mock('../lib/consent', () => ({ currentConsent: () => choice }));
const { loadTagManager } = await import('./tag-manager');

const meta = (id: string) => {
  const element = document.createElement('meta');
  element.name = 'gtm-id';
  element.content = id;
  document.head.appendChild(element);
};
const gtmScripts = () => document.querySelectorAll('script#gtm-script');

beforeEach(() => {
  choice = null;
  delete window.dataLayer;
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadTagManager', () => {
  it('loads nothing before the shopper consented, or when every purpose was refused', () => {
    meta('GTM-ABC1234');
    expect(loadTagManager()).toBe(false);
    choice = { analytics: false, marketing: false };
    expect(loadTagManager()).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
  });

  it('loads nothing for a missing or malformed container id', () => {
    choice = { analytics: true, marketing: true };
    expect(loadTagManager()).toBe(false);
    meta('GTM-abc"><script>');
    expect(loadTagManager()).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
  });

  it('loads the container once, with the page\'s nonce, after a purpose was granted', () => {
    choice = { analytics: false, marketing: true };
    meta('GTM-ABC1234');
    const inline = document.createElement('script');
    // A browser hides the attribute's value once the page is parsed; the property keeps it.
    inline.setAttribute('nonce', '');
    Object.defineProperty(inline, 'nonce', { value: 'n0nce' });
    document.head.appendChild(inline);
    expect(loadTagManager()).toBe(true);
    expect(loadTagManager()).toBe(true);
    expect(gtmScripts()).toHaveLength(1);
    const script = gtmScripts()[0] as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    expect(script.getAttribute('nonce')).toBe('n0nce');
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });
});

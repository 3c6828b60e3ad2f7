// The analytics runtime in a stand-in page (no DOM library here): what it pushes, when, and
// the tag manager and product analytics it starts. PostHog's library itself is replaced by a
// stand-in (product-analytics.ts is the thin layer over it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopEvent } from '../../shared/analytics/events';

vi.mock('./product-analytics', () => {
  const capture = vi.fn();
  return { capture, startProductAnalytics: vi.fn(() => capture), stopProductAnalytics: vi.fn() };
});

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

interface FakeScript { id: string; async: boolean; src: string; nonce: string; attributes: Record<string, string>; setAttribute(k: string, v: string): void }

function page(cookie: string, opts: { gtmId?: string; posthogKey?: string } = {}) {
  const appended: FakeScript[] = [];
  const win = Object.assign(new EventTarget(), {
    location: { search: '', protocol: 'http:', hostname: 'shop.test' },
    dataLayer: [['consent', 'default', {}]] as unknown[],
  });
  const doc = {
    cookie,
    querySelector: (selector: string) => {
      if (selector === 'meta[name="gtm-id"]') return opts.gtmId ? { content: opts.gtmId } : null;
      if (selector === 'meta[name="posthog-key"]') return opts.posthogKey ? { content: opts.posthogKey } : null;
      if (selector === 'script[nonce]') return { nonce: 'n0nce' };
      return null;
    },
    getElementById: (id: string) => appended.find((s) => s.id === id) ?? null,
    createElement: (): FakeScript => ({
      id: '', async: false, src: '', nonce: '', attributes: {},
      setAttribute(k: string, v: string) { this.attributes[k] = v; },
    }),
    head: { appendChild: (s: FakeScript) => { appended.push(s); } },
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  return { win, appended };
}

const view: ShopEvent = { type: 'view_item', item: { productNumber: 'SW1', name: 'Jurk', brand: 'Noord', categories: ['Dames'], price: 10, quantity: 1 } };
const purchase: ShopEvent = { type: 'purchase', transactionId: '10001', value: 14.95, tax: 2.59, shipping: 4.95, items: [{ productNumber: 'SW1', name: 'Jurk', price: 10, quantity: 1 }] };

async function load() {
  const events = await import('../lib/shop-events');
  const runtime = await import('./runtime');
  return { ...events, ...runtime };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('analytics runtime', () => {
  it('pushes what was raised before it listened and after, each after clearing the ecommerce object', async () => {
    const { win } = page('veld-consent=1.a1.m0');
    const { shopEvent, startAnalyticsRuntime } = await load();
    shopEvent(view);
    startAnalyticsRuntime();
    shopEvent({ type: 'add_to_cart', items: [{ productNumber: 'SW1', name: 'Jurk', price: 10, quantity: 2 }] });
    expect(win.dataLayer.slice(1)).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'EUR', value: 10, items: [{ item_id: 'SW1', item_name: 'Jurk', item_brand: 'Noord', item_category: 'Dames', price: 10, quantity: 1 }] } },
      { ecommerce: null },
      // The brand and trail seen on the product page fill the cart's item.
      { event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 20, items: [{ item_id: 'SW1', item_name: 'Jurk', item_brand: 'Noord', item_category: 'Dames', price: 10, quantity: 2 }] } },
    ]);
  });

  it('pushes nothing without analytics consent', async () => {
    const { win } = page('veld-consent=1.a0.m1');
    const { shopEvent, startAnalyticsRuntime } = await load();
    startAnalyticsRuntime();
    shopEvent(view);
    expect(win.dataLayer).toHaveLength(1);
  });

  it('drops what was raised before the consent changed', async () => {
    const { win } = page('');
    const { shopEvent } = await load();
    shopEvent(view);
    const consent = await import('../lib/consent');
    (await import('../lib/consent-choice')).saveConsent({ analytics: true, marketing: false });
    await consent.startAnalytics();
    expect(win.dataLayer.filter((e) => !Array.isArray(e) && Object.prototype.toString.call(e) !== '[object Arguments]')).toEqual([]);
  });

  it('pushes a purchase once per order, also after a reload', async () => {
    const first = page('veld-consent=1.a1.m1');
    let runtime = await load();
    runtime.startAnalyticsRuntime();
    runtime.shopEvent(purchase);
    runtime.shopEvent(purchase);
    expect(first.win.dataLayer.filter((e) => (e as { event?: string }).event === 'purchase')).toHaveLength(1);

    vi.resetModules();
    const second = page('veld-consent=1.a1.m1');
    runtime = await load();
    runtime.startAnalyticsRuntime();
    runtime.shopEvent(purchase);
    runtime.shopEvent({ ...purchase, transactionId: '10002' });
    expect(second.win.dataLayer.filter((e) => (e as { event?: string }).event === 'purchase')).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: '10002' }) }),
    ]);
  });

  it('pushes a refund once per order, beside that order\'s purchase', async () => {
    const { win } = page('veld-consent=1.a1.m0');
    const runtime = await load();
    runtime.startAnalyticsRuntime();
    runtime.shopEvent(purchase);
    runtime.shopEvent({ ...purchase, type: 'refund' });
    runtime.shopEvent({ ...purchase, type: 'refund' });
    const pushed = (name: string) => win.dataLayer.filter((e) => (e as { event?: string }).event === name);
    expect(pushed('purchase')).toHaveLength(1);
    expect(pushed('refund')).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: '10001', value: 14.95 }) })]);
  });
});

describe('tag manager', () => {
  it('loads the configured container once, after consent, with the page nonce', async () => {
    const { win, appended } = page('veld-consent=1.a0.m1', { gtmId: 'GTM-ABC1234' });
    const { startAnalyticsRuntime } = await load();
    startAnalyticsRuntime();
    startAnalyticsRuntime();
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ id: 'gtm-script', async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234', nonce: 'n0nce' });
    expect(appended[0]!.attributes.nonce).toBe('n0nce');
    expect(win.dataLayer).toContainEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
  });

  it('loads nothing without a container id or without consent', async () => {
    const unset = page('veld-consent=1.a1.m1');
    await (await load()).startAnalyticsRuntime();
    expect(unset.appended).toEqual([]);
    vi.resetModules();
    const refused = page('veld-consent=1.a0.m0', { gtmId: 'GTM-ABC1234' });
    const { loadTagManager } = await import('./tag-manager');
    expect(loadTagManager()).toBe(false);
    expect(refused.appended).toEqual([]);
  });
});

describe('product analytics', () => {
  const KEY = 'phc_testProjectKey0001';
  beforeEach(() => { vi.clearAllMocks(); });
  const stub = async () => await import('./product-analytics') as unknown as {
    capture: ReturnType<typeof vi.fn>; startProductAnalytics: ReturnType<typeof vi.fn>; stopProductAnalytics: ReturnType<typeof vi.fn>;
  };

  it('starts with the page’s key once analytics is granted; what was raised meanwhile follows', async () => {
    page('veld-consent=1.a1.m0', { posthogKey: KEY });
    const { shopEvent, startAnalyticsRuntime } = await load();
    shopEvent(view);
    startAnalyticsRuntime();
    shopEvent(purchase);
    const posthog = await stub();
    await expect.poll(() => posthog.capture.mock.calls.length).toBe(2);
    expect(posthog.startProductAnalytics).toHaveBeenCalledTimes(1);
    expect(posthog.startProductAnalytics).toHaveBeenCalledWith(KEY);
    expect(posthog.capture.mock.calls.map(([push]) => (push as { event: string }).event)).toEqual(['view_item', 'purchase']);
  });

  it('without a key: one warning, and tracking is a no-op', async () => {
    page('veld-consent=1.a1.m0');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { shopEvent, startAnalyticsRuntime, PRODUCT_ANALYTICS_MISSING } = await load();
    startAnalyticsRuntime();
    startAnalyticsRuntime();
    shopEvent(view);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(warn.mock.calls).toEqual([[PRODUCT_ANALYTICS_MISSING]]);
    expect((await stub()).startProductAnalytics).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never starts for marketing alone, and stops when analytics is withdrawn', async () => {
    page('veld-consent=1.a0.m1', { posthogKey: KEY });
    let runtime = await load();
    runtime.startAnalyticsRuntime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await stub()).startProductAnalytics).not.toHaveBeenCalled();

    vi.resetModules();
    page('veld-consent=1.a1.m1', { posthogKey: KEY });
    runtime = await load();
    runtime.startAnalyticsRuntime();
    const posthog = await stub();
    await expect.poll(() => posthog.startProductAnalytics.mock.calls.length).toBe(1);
    const { applyConsent, startAnalytics } = await import('../lib/consent');
    applyConsent({ analytics: false, marketing: true });
    // Marketing is still granted: the runtime is started again; let that finish within the test.
    await startAnalytics();
    expect(posthog.stopProductAnalytics).toHaveBeenCalledTimes(1);
    runtime.shopEvent(view);
    expect(posthog.capture).not.toHaveBeenCalled();
  });
});

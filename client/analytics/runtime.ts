// The analytics runtime (decision 012): loaded by client/lib/consent.ts once the shopper
// granted a purpose, never in the first view. It maps shop events to GA4 pushes on
// window.dataLayer while analytics is granted, watches the page's promotions (promotions.ts),
// starts the tag manager when one is set, and product analytics (product-analytics.ts) on idle
// when analytics is granted and a PostHog key is set; a withdrawal stops it.
import { enrich, remember, type ItemMemory } from '../../shared/analytics/item-memory';
import type { ShopEvent } from '../../shared/analytics/events';
import { isEcommerce, toGa4, type Ga4Push } from '../../shared/analytics/ga4';
import { currentConsent, onConsentChange } from '../lib/consent';
import { SHOP_EVENT, shopEvent, takeQueuedShopEvents } from '../lib/shop-events';
import { watchPromotions } from './promotions';
import { loadTagManager } from './tag-manager';
import { browserOnly } from '../lib/browser-only';

const ITEMS_KEY = 'veld-analytics-items';
const ORDERS_KEY = 'veld-analytics-orders';
const ORDERS_KEPT = 50;

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    return (JSON.parse(storage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function writeJson(storage: Storage, key: string, value: unknown) {
  try { storage.setItem(key, JSON.stringify(value)); } catch { /* full or blocked: forget */ }
}

/**
 * A purchase, and a refund, is pushed once per order, never again on a reload or in another
 * tab. Purchases are kept by order number (as since the start), refunds as `refund:<number>`.
 */
function firstTimeFor(event: ShopEvent & { type: 'purchase' | 'refund' }): boolean {
  const key = event.type === 'purchase' ? event.transactionId : `refund:${event.transactionId}`;
  const pushed = readJson<string[]>(localStorage, ORDERS_KEY, []);
  if (pushed.includes(key)) return false;
  writeJson(localStorage, ORDERS_KEY, [...pushed, key].slice(-ORDERS_KEPT));
  return true;
}

export function pushShopEvent(event: ShopEvent): void {
  if (!currentConsent()?.analytics) return;
  if ((event.type === 'purchase' || event.type === 'refund') && !firstTimeFor(event)) return;
  let memory = readJson<ItemMemory>(sessionStorage, ITEMS_KEY, {});
  const full = enrich(memory, event);
  memory = remember(memory, full);
  writeJson(sessionStorage, ITEMS_KEY, memory);
  const push = toGa4(full);
  const dataLayer = (window.dataLayer ??= []);
  // GA4's rule: clear the previous ecommerce object before pushing the next.
  if (isEcommerce(push)) dataLayer.push({ ecommerce: null });
  dataLayer.push(push);
  toProductAnalytics(push);
}

/** Said once when analytics is granted but no PostHog key is set (spec section 8). */
export const PRODUCT_ANALYTICS_MISSING = 'Product analytics is not configured (POSTHOG_KEY): tracking is a no-op.';
/** Pushes made while PostHog's library loads, sent once it runs (at most this many). */
const WAITING_LIMIT = 50;

const product: {
  state: 'off' | 'loading' | 'on';
  capture: ((push: Ga4Push) => void) | null;
  waiting: Ga4Push[];
  warned: boolean;
  module: typeof import('./product-analytics') | null;
} = { state: 'off', capture: null, waiting: [], warned: false, module: null };

function toProductAnalytics(push: Ga4Push) {
  if (product.state === 'on') product.capture?.(push);
  else if (product.state === 'loading' && product.waiting.length < WAITING_LIMIT) product.waiting.push(push);
}

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 1);
};

/** Starts or stops product analytics as the choice and the page's key say. */
export function followProductAnalytics(doc: Document = document): void {
  if (!currentConsent()?.analytics) {
    if (product.state === 'on') product.module?.stopProductAnalytics();
    product.state = 'off';
    product.waiting = [];
    return;
  }
  if (product.state !== 'off') return;
  const key = doc.querySelector<HTMLMetaElement>('meta[name="posthog-key"]')?.content ?? '';
  if (!key) {
    if (!product.warned) console.warn(PRODUCT_ANALYTICS_MISSING);
    product.warned = true;
    return;
  }
  product.state = 'loading';
  whenIdle(() => {
    (import.meta.env.SSR ? browserOnly('product analytics') : import('./product-analytics')).then((module) => {
      // Withdrawn while it loaded: it never starts.
      if (product.state !== 'loading') return;
      product.module = module;
      product.capture = module.startProductAnalytics(key);
      product.state = 'on';
      for (const push of product.waiting.splice(0)) product.capture(push);
    }, (error: unknown) => {
      product.state = 'off';
      product.waiting = [];
      console.warn('Product analytics could not be loaded; tracking is off.', error);
    });
  });
}

let started = false;

export function startAnalyticsRuntime(): void {
  if (!started) {
    started = true;
    // Product analytics first: the events raised before the runtime ran wait for it too.
    followProductAnalytics();
    for (const event of takeQueuedShopEvents()) pushShopEvent(event);
    window.addEventListener(SHOP_EVENT, (e) => pushShopEvent((e as CustomEvent<ShopEvent>).detail));
    watchPromotions(shopEvent);
    onConsentChange(() => followProductAnalytics());
  } else {
    followProductAnalytics();
  }
  loadTagManager();
}

// The analytics runtime (decision 012): loaded by client/lib/consent.ts once the shopper
// granted a purpose, never in the first view. It maps shop events to GA4 pushes on
// window.dataLayer while analytics is granted, watches the page's promotions (promotions.ts),
// and starts the tag manager when one is set.
import { enrich, remember, type ItemMemory } from '../../shared/analytics/item-memory';
import type { ShopEvent } from '../../shared/analytics/events';
import { isEcommerce, toGa4 } from '../../shared/analytics/ga4';
import { currentConsent } from '../lib/consent';
import { SHOP_EVENT, shopEvent, takeQueuedShopEvents } from '../lib/shop-events';
import { watchPromotions } from './promotions';
import { loadTagManager } from './tag-manager';

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
}

let started = false;

export function startAnalyticsRuntime(): void {
  if (!started) {
    started = true;
    for (const event of takeQueuedShopEvents()) pushShopEvent(event);
    window.addEventListener(SHOP_EVENT, (e) => pushShopEvent((e as CustomEvent<ShopEvent>).detail));
    watchPromotions(shopEvent);
  }
  loadTagManager();
}

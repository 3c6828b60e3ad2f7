// What the shop knew about a product when the shopper saw it (brand, category trail), kept for
// the session so that later events about the same product — a cart line, an order line,
// which carry neither — report the same item_brand and item_category fields.
import type { ShopEvent, TrackedItem } from './events';

export type ItemMemory = Record<string, { brand?: string; categories?: string[] }>;

const LIMIT = 200;

function itemsOf(event: ShopEvent): TrackedItem[] {
  if ('items' in event) return event.items;
  if ('item' in event) return [event.item];
  return [];
}

/** Remembers brand and trail of the event's items (newest wins; at most LIMIT products). */
export function remember(memory: ItemMemory, event: ShopEvent): ItemMemory {
  const next = { ...memory };
  for (const item of itemsOf(event)) {
    if (!item.brand && !item.categories?.length) continue;
    const known = next[item.productNumber] ?? {};
    delete next[item.productNumber];
    next[item.productNumber] = {
      ...known,
      ...(item.brand ? { brand: item.brand } : {}),
      ...(item.categories?.length ? { categories: item.categories } : {}),
    };
  }
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - LIMIT))) delete next[key];
  return next;
}

function enrichItem(memory: ItemMemory, item: TrackedItem): TrackedItem {
  const known = memory[item.productNumber];
  if (!known) return item;
  return {
    ...item,
    ...(!item.brand && known.brand ? { brand: known.brand } : {}),
    ...(!item.categories?.length && known.categories ? { categories: known.categories } : {}),
  };
}

/** The event with brand and trail filled in where it lacks them and the memory has them. */
export function enrich(memory: ItemMemory, event: ShopEvent): ShopEvent {
  if ('items' in event) return { ...event, items: event.items.map((i) => enrichItem(memory, i)) } as ShopEvent;
  if ('item' in event) return { ...event, item: enrichItem(memory, event.item) } as ShopEvent;
  return event;
}

// Shop events, raised in one place for whoever listens: a DOM event 'shop-event' on window
// whose detail is the event (shared/analytics/events.ts). Nothing leaves the browser here.
//
// The analytics runtime loads lazily, after consent (client/lib/consent.ts): events raised
// before it listens (a purchase raised while the page hydrates) wait in a short in-memory
// queue that the runtime takes over. The queue is dropped whenever the consent changes, so an
// event from before the shopper's consent is never sent.
import type { ShopEvent } from '../../shared/analytics/events';

export type { ShopEvent, ShopEventType } from '../../shared/analytics/events';

export const SHOP_EVENT = 'shop-event';
const QUEUE_LIMIT = 50;

let queue: ShopEvent[] = [];
let listening = false;

export function shopEvent(event: ShopEvent): void {
  if (typeof window === 'undefined') return;
  if (!listening) {
    queue.push(event);
    if (queue.length > QUEUE_LIMIT) queue.shift();
  }
  window.dispatchEvent(new CustomEvent<ShopEvent>(SHOP_EVENT, { detail: event }));
}

/** The runtime starts listening: it gets what was raised before, in order. */
export function takeQueuedShopEvents(): ShopEvent[] {
  listening = true;
  const taken = queue;
  queue = [];
  return taken;
}

/** Forgets what was raised so far (the consent changed). */
export function dropQueuedShopEvents(): void {
  queue = [];
}

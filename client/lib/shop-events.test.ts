// @vitest-environment happy-dom
// Shop events reach whoever listens at once; those raised before the analytics runtime
// listens wait in a short queue it takes over, and a consent change drops them unsent.
import { beforeEach, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('./shop-events');
};
beforeEach(() => { vi.resetModules(); });

it('raises every event on the window, and queues them, oldest dropped past the limit, until the runtime listens', async () => {
  const events = await load();
  const heard: unknown[] = [];
  const listen = (e: Event) => heard.push((e as CustomEvent).detail);
  window.addEventListener(events.SHOP_EVENT, listen);
  for (let i = 0; i < 55; i++) events.shopEvent({ type: 'login', method: `m${i}` });
  expect(heard).toHaveLength(55);
  const queued = events.takeQueuedShopEvents();
  expect(queued).toHaveLength(50);
  expect(queued[0]).toEqual({ type: 'login', method: 'm5' });
  // Listening now: nothing more is queued.
  events.shopEvent({ type: 'login', method: 'later' });
  expect(events.takeQueuedShopEvents()).toEqual([]);
  window.removeEventListener(events.SHOP_EVENT, listen);
});

it('drops what was queued when the consent changes', async () => {
  const events = await load();
  events.shopEvent({ type: 'login', method: 'e-mail' });
  events.dropQueuedShopEvents();
  expect(events.takeQueuedShopEvents()).toEqual([]);
});

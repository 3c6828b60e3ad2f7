// @vitest-environment happy-dom
// shopEventWhenHeard (consent.ts): events made by the events module are raised only when analytics can hear them: without a
// cookie choice (or with every purpose refused) nothing is made, with one they are raised in order.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, CONSENT_COOKIE, REFUSE_ALL, serializeConsent, type ConsentChoice } from '../../shared/analytics/consent';
import type { ShopEvent } from '../../shared/analytics/events';

const heard: ShopEvent[] = [];
const listen = (e: Event) => heard.push((e as CustomEvent<ShopEvent>).detail);

async function withChoice(choice: ConsentChoice | null) {
  vi.resetModules();
  document.cookie = choice ? `${CONSENT_COOKIE}=${serializeConsent(choice)}; path=/` : `${CONSENT_COOKIE}=; max-age=0; path=/`;
  const events = await import('./shop-events');
  window.addEventListener(events.SHOP_EVENT, listen);
  return { ...(await import('./consent')), SHOP_EVENT: events.SHOP_EVENT };
}

let shopEventName = '';
beforeEach(() => { heard.length = 0; });
afterEach(() => { if (shopEventName) window.removeEventListener(shopEventName, listen); });

it('makes nothing before a choice, nor when every purpose was refused', async () => {
  for (const choice of [null, REFUSE_ALL]) {
    const { shopEventWhenHeard, SHOP_EVENT } = await withChoice(choice);
    shopEventName = SHOP_EVENT;
    const make = vi.fn(() => ({ type: 'login', method: 'e-mail' }) as ShopEvent);
    await shopEventWhenHeard(make);
    expect(make).not.toHaveBeenCalled();
    window.removeEventListener(SHOP_EVENT, listen);
  }
  expect(heard).toEqual([]);
});

it('raises what it makes once a purpose is granted: one event, several in order, or none', async () => {
  const { shopEventWhenHeard, SHOP_EVENT } = await withChoice(ACCEPT_ALL);
  shopEventName = SHOP_EVENT;
  await shopEventWhenHeard(({ itemFromCard }) => ({
    type: 'view_item_list', list: { id: 'c1', name: 'Jurken' },
    items: [itemFromCard({ productNumber: 'SW1', name: 'Jurk', brand: null, price: 10, listPrice: null } as never, 0)],
  }));
  await shopEventWhenHeard(() => [{ type: 'login', method: 'a' }, { type: 'login', method: 'b' }]);
  await shopEventWhenHeard(() => null);
  expect(heard.map((e) => e.type)).toEqual(['view_item_list', 'login', 'login']);
  expect(heard[0]).toMatchObject({ items: [{ productNumber: 'SW1', price: 10, index: 0 }] });
  expect(heard.slice(1)).toEqual([{ type: 'login', method: 'a' }, { type: 'login', method: 'b' }]);
});

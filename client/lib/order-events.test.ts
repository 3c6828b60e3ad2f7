// @vitest-environment happy-dom
// An order is raised for analytics once per tab: a reload of its page is not a second
// purchase; a refund of the same order is its own event.
import { afterEach, expect, it } from 'vitest';
import type { OrderDetail } from '../../shared/account/types';
import { raiseOrderEvent } from './order-events';
import { SHOP_EVENT, type ShopEvent } from './shop-events';

const order: OrderDetail = {
  id: 'o1', orderNumber: '10042', orderDate: '2026-11-26T12:00:00Z', amountTotal: 124.85, itemCount: 2,
  status: { technicalName: 'open', label: 'Open' }, paymentStatus: { technicalName: 'paid', label: 'Betaald' }, images: [],
  lines: [{ id: 'l1', label: 'Linnen blouse', quantity: 2, unitPrice: 59.95, totalPrice: 119.9, options: [], productNumber: 'VB-1', type: 'product', image: null }],
  positionPrice: 119.9, shippingCosts: 4.95, taxTotal: 21.67, billingAddress: null, shippingAddress: null,
  shippingMethod: 'PostNL', paymentMethod: 'iDEAL', paymentMethodId: 'ideal', canPay: false, paysByInvoice: false, canCancel: true, deepLinkCode: null,
};

const heard: ShopEvent[] = [];
window.addEventListener(SHOP_EVENT, (e) => heard.push((e as CustomEvent<ShopEvent>).detail));
afterEach(() => {
  heard.length = 0;
  sessionStorage.clear();
});

it('raises a purchase once per order in this tab, with its number, value, tax, shipping and items', () => {
  raiseOrderEvent('purchase', order);
  raiseOrderEvent('purchase', order);
  expect(heard).toHaveLength(1);
  expect(heard[0]).toMatchObject({ type: 'purchase', transactionId: '10042', value: 124.85, tax: 21.67, shipping: 4.95 });
  expect((heard[0] as { items: unknown[] }).items).toHaveLength(1);
  raiseOrderEvent('purchase', { ...order, id: 'o2', orderNumber: '10043' });
  expect(heard).toHaveLength(2);
});

it('raises a refund of an order apart from its purchase', () => {
  raiseOrderEvent('purchase', order);
  raiseOrderEvent('refund', order);
  expect(heard.map((e) => e.type)).toEqual(['purchase', 'refund']);
});

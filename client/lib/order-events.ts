// A whole order as an analytics event (purchase when it was placed, refund when it was
// cancelled), raised once per order in this tab: a reload of the page that shows it is not a
// second one. (The analytics runtime also remembers the orders it reported, across tabs.)
import type { OrderDetail } from '../../shared/account/types';
import { orderItems } from '../../shared/analytics/events';
import { shopEvent } from './shop-events';

export function raiseOrderEvent(type: 'purchase' | 'refund', order: OrderDetail): void {
  const key = `${type}:${order.id}`;
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  shopEvent({
    type, transactionId: order.orderNumber, value: order.amountTotal, tax: order.taxTotal,
    shipping: order.shippingCosts, items: orderItems(order),
  });
}

// @vitest-environment happy-dom
// After the payment: the success page raises the purchase once per order in a tab, a failed
// payment keeps the order and lets the shopper pay again (once per press), and an order that
// was paid after all shows as placed.
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutContext, OrderDetail, PaymentStart } from '../../../shared/account/types';
import { SHOP_EVENT, type ShopEvent } from '../../lib/shop-events';
import { fakeApi, renderInDom, settle, submit, type Rendered } from '../../testing/render';
import { CheckoutResultScreen, paymentStanding } from './CheckoutResultScreen';

const order = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'o1', orderNumber: '10042', orderDate: '2026-11-26T12:00:00Z', amountTotal: 124.85, itemCount: 2,
  status: { technicalName: 'open', label: 'Open' }, paymentStatus: { technicalName: 'paid', label: 'Betaald' }, images: [],
  lines: [{ id: 'l1', label: 'Linnen blouse', quantity: 2, unitPrice: 59.95, totalPrice: 119.9, options: [], productNumber: 'VB-1', type: 'product', image: null }],
  positionPrice: 119.9, shippingCosts: 4.95, taxTotal: 21.67, billingAddress: null, shippingAddress: null,
  shippingMethod: 'PostNL', paymentMethod: 'iDEAL', paymentMethodId: 'ideal', canPay: false, paysByInvoice: false, canCancel: true, deepLinkCode: null, ...extra,
});
const unpaid = order({ paymentStatus: { technicalName: 'failed', label: 'Mislukt' }, canPay: true });
const context: CheckoutContext = {
  customer: null, shippingMethodId: '', paymentMethodId: '', shippingMethods: [],
  paymentMethods: [{ id: 'ideal', name: 'iDEAL', description: null, asynchronous: true }, { id: 'invoice', name: 'Achteraf betalen', description: null, asynchronous: false }],
  salutations: [], countries: [], addresses: [], billingAddressId: null, shippingAddressId: null,
};

function Where() {
  const location = useLocation();
  return <output id="where">{location.pathname + location.search}</output>;
}

let view: Rendered;
const events: ShopEvent[] = [];
const listen = (e: Event) => events.push((e as CustomEvent<ShopEvent>).detail);
window.addEventListener(SHOP_EVENT, listen);
afterEach(async () => {
  await view.unmount();
  events.length = 0;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const render = async (screen: 'success' | 'failed', api: Parameters<typeof fakeApi>[0], path = `/checkout/${screen}?orderId=o1`) => {
  view = await renderInDom(<><CheckoutResultScreen screen={screen} orderId="o1" /><Where /></>, { api: fakeApi(api), path });
  // The order first; the failed page's methods load once it knows the order may be paid.
  await settle();
  await settle();
};
const form = () => view.container.querySelector<HTMLFormElement>('form.checkout__pay')!;

describe('CheckoutResultScreen', () => {
  it('thanks the shopper with the order number and raises the purchase once in this tab, not again on a reload', async () => {
    await render('success', { order: async () => order() });
    expect(view.container.querySelector('.checkout__confirmation strong')!.textContent).toBe('10042');
    await view.unmount();
    await render('success', { order: async () => order() });
    expect(events.filter((e) => e.type === 'purchase')).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'purchase', transactionId: '10042', value: 124.85 });
  });

  it('shows an order whose payment came through after all as placed on the failed page, and raises no purchase there', async () => {
    await render('failed', { order: async () => order() });
    expect(view.container.querySelector('h1')!.textContent).toMatch(/Thank you/);
    expect(view.container.querySelector('form')).toBeNull();
    expect(events).toHaveLength(0);
  });

  it('keeps a failed payment\'s order and offers its methods, the one tried chosen', async () => {
    await render('failed', { order: async () => unpaid, checkoutContext: async () => context });
    expect(view.container.textContent).toContain('10042');
    expect(view.container.textContent).toMatch(/not completed/);
    const chosen = view.container.querySelector<HTMLInputElement>('[name="paymentMethodId"]:checked')!;
    expect(chosen.value).toBe('ideal');
  });

  it('says the shopper cancelled the payment when the provider says so', async () => {
    await render('failed', { order: async () => unpaid, checkoutContext: async () => context },
      '/checkout/failed?orderId=o1&error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT');
    expect(view.container.textContent).toMatch(/You cancelled the payment/);
  });

  it('pays again once per press with the chosen method, then shows the success page', async () => {
    let answer!: (start: PaymentStart) => void;
    const payOrder = vi.fn((_orderId: string, _method: string) => new Promise<PaymentStart>((resolve) => { answer = resolve; }));
    const paid = vi.fn(async () => unpaid);
    await render('failed', { order: paid, checkoutContext: async () => context, payOrder });
    view.container.querySelector<HTMLInputElement>('[name="paymentMethodId"][value="invoice"]')!.click();
    await submit(form());
    await submit(form());
    expect(payOrder).toHaveBeenCalledOnce();
    expect(payOrder).toHaveBeenCalledWith('o1', 'invoice');
    paid.mockResolvedValue(order());
    answer({ orderId: 'o1', redirectUrl: null });
    await settle();
    expect(view.container.querySelector('#where')!.textContent).toBe('/checkout/success?orderId=o1');
  });

  it('sends the shopper to the provider again for an asynchronous method', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await render('failed', {
      order: async () => unpaid, checkoutContext: async () => context,
      payOrder: async () => ({ orderId: 'o1', redirectUrl: 'https://pay.example/ideal/2' }),
    });
    await submit(form());
    await settle();
    expect(assign).toHaveBeenCalledWith('https://pay.example/ideal/2');
  });

  // #49, finding 7: the failed page tells the truth of each case, never "did not succeed" when nothing failed.
  describe('where the payment of a kept order stands', () => {
    const open = { paymentStatus: { technicalName: 'open', label: 'Open' }, canPay: true };
    const heading = () => view.container.querySelector('h1')!.textContent;

    it('a payment that failed: it did not succeed, pay again', async () => {
      await render('failed', { order: async () => unpaid, checkoutContext: async () => context });
      expect(heading()).toBe('Your payment did not succeed');
      expect(form()).not.toBeNull();
    });

    it('an open payment nothing failed (an order found after a late or lost answer): not confirmed yet, pay again', async () => {
      await render('failed', { order: async () => order(open), checkoutContext: async () => context });
      expect(heading()).toBe('Your payment has not been confirmed yet');
      expect(view.container.textContent).toMatch(/not received a confirmation of a payment/);
      expect(view.container.textContent).not.toMatch(/did not succeed|not completed/);
      expect(form()).not.toBeNull();
    });

    it('an open invoice order: placed, the invoice comes by email, nothing to pay now', async () => {
      await render('failed', { order: async () => order({ ...open, paymentMethod: 'Achteraf betalen', paysByInvoice: true }), checkoutContext: async () => context });
      expect(heading()).toBe('Your order has been placed');
      expect(view.container.querySelector('.checkout__confirmation')!.textContent).toMatch(/10042.*You pay by invoice/);
      expect(view.container.textContent).not.toMatch(/did not succeed|not been confirmed/);
      expect(view.container.querySelector('form')).toBeNull();
    });

    it('a provider\'s error code, or a failed invoice payment, is a failure', () => {
      expect(paymentStanding({ ...open, paysByInvoice: false }, 'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT')).toBe('failed');
      expect(paymentStanding({ paymentStatus: { technicalName: 'failed', label: 'Mislukt' }, paysByInvoice: true }, null)).toBe('failed');
      expect(paymentStanding({ ...open, paysByInvoice: true }, null)).toBe('byInvoice');
      expect(paymentStanding({ ...open, paysByInvoice: false }, null)).toBe('unconfirmed');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { toCustomer, toOrderDetail, toPaymentMethod, toNewsletterSubscription } from './account';

const address = (id: string, city: string) => ({
  id, salutationId: 's', firstName: 'Fleur', lastName: 'Visser', street: 'Prinsengracht 263', zipcode: '1016 GV', city,
  countryId: 'nl', country: { name: 'Nederland', translated: { name: 'Nederland' } },
});

describe('account mappers', () => {
  it('reads the customer with their default addresses', () => {
    const customer = toCustomer({
      id: 'c', customerNumber: '10001', email: 'f@example.nl', firstName: 'Fleur', lastName: 'Visser', guest: false,
      defaultBillingAddress: address('a', 'Amsterdam'), defaultShippingAddress: address('b', 'Utrecht'),
    });
    expect(customer).toMatchObject({ guest: false, defaultBillingAddress: { city: 'Amsterdam', countryName: 'Nederland' }, defaultShippingAddress: { id: 'b' } });
    expect(toCustomer({ id: 'g', guest: true }).defaultBillingAddress).toBeNull();
  });

  it('prefers translated names and knows asynchronous payment', () => {
    expect(toPaymentMethod({ id: 'p', name: 'PayPal', translated: { name: 'PayPal (NL)', description: 'Bij PayPal' }, asynchronous: true }))
      .toEqual({ id: 'p', name: 'PayPal (NL)', description: 'Bij PayPal', asynchronous: true });
  });

  it('reads an order: the last transaction is its payment, a cancelled payment may be paid again', () => {
    const order = toOrderDetail({
      id: 'o', orderNumber: '10002', orderDateTime: '2026-11-23T10:00:00Z', amountTotal: 49.9, positionPrice: 44.95, shippingTotal: 4.95,
      price: { calculatedTaxes: [{ tax: 8.66 }] },
      stateMachineState: { technicalName: 'open' },
      lineItems: [
        { id: 'l', label: 'Linnen tuniek Evi', quantity: 2, unitPrice: 22.5, totalPrice: 45, type: 'product', good: true, payload: { productNumber: 'SW1', options: [{ group: 'Maat', option: 'S' }] },
          cover: { url: 'https://cdn.example/evi.jpg', thumbnails: [{ url: 'https://cdn.example/evi-800.jpg', width: 800 }, { url: 'https://cdn.example/evi-200.jpg', width: 200 }, { url: 'https://cdn.example/evi-64.jpg', width: 64 }] } },
        { id: 'd', label: 'WELKOM10', quantity: 1, unitPrice: -4.5, totalPrice: -4.5, type: 'promotion', good: false },
      ],
      billingAddress: address('a', 'Amsterdam'),
      deliveries: [{ shippingMethod: { name: 'Standaard bezorging' }, shippingOrderAddress: address('b', 'Utrecht') }],
      transactions: [
        { paymentMethodId: 'paypal', paymentMethod: { name: 'PayPal' }, stateMachineState: { technicalName: 'cancelled' } },
        { paymentMethodId: 'ideal', paymentMethod: { name: 'iDEAL' }, stateMachineState: { technicalName: 'paid' } },
      ],
    });
    expect(order).toMatchObject({
      itemCount: 2, status: { label: 'Open' }, paymentStatus: { technicalName: 'paid', label: 'Betaald' }, paymentMethod: 'iDEAL',
      canPay: false, canCancel: true, taxTotal: 8.66, shippingMethod: 'Standaard bezorging', shippingAddress: { city: 'Utrecht' },
    });
    // The line's image: the smallest thumbnail still sharp at twice its 48 px; a promotion has none.
    expect(order.lines[0]).toMatchObject({ options: [{ group: 'Maat', option: 'S' }], productNumber: 'SW1', image: 'https://cdn.example/evi-200.jpg' });
    expect(order.lines[1]!.image).toBeNull();
    expect(order.images).toEqual(['https://cdn.example/evi-200.jpg']);
    const unpaid = toOrderDetail({ id: 'o', stateMachineState: { technicalName: 'open' }, transactions: [{ stateMachineState: { technicalName: 'cancelled' } }] });
    expect(unpaid.canPay).toBe(true);
    expect(unpaid.paymentStatus.label).toBe('Geannuleerd');
    expect(order.paysByInvoice).toBe(false);
    // Invoice and prepayment (Shopware's technical names or handlers, the demo backend's name): paid by transfer later.
    const byMethod = (paymentMethod: object) => toOrderDetail({ id: 'o', transactions: [{ paymentMethod, stateMachineState: { technicalName: 'open' } }] }).paysByInvoice;
    expect(byMethod({ technicalName: 'payment_invoicepayment' })).toBe(true);
    expect(byMethod({ technicalName: 'payment_prepayment' })).toBe(true);
    expect(byMethod({ technicalName: 'payment_invoice' })).toBe(true);
    expect(byMethod({ handlerIdentifier: 'Shopware\\Core\\Checkout\\Payment\\Cart\\PaymentHandler\\PrePayment' })).toBe(true);
    expect(byMethod({ technicalName: 'payment_ideal', handlerIdentifier: 'Acme\\IdealPayment' })).toBe(false);
    // Only an open order can be cancelled by the shopper; one in progress or cancelled not.
    for (const state of ['in_progress', 'completed', 'cancelled']) {
      expect(toOrderDetail({ id: 'o', stateMachineState: { technicalName: state } }).canCancel).toBe(false);
    }
  });
});

describe('toNewsletterSubscription', () => {
  it('counts direct and optIn as subscribed, notSet as waiting for the confirmation', () => {
    expect(toNewsletterSubscription('direct')).toEqual({ status: 'direct', subscribed: true, pending: false });
    expect(toNewsletterSubscription('optIn').subscribed).toBe(true);
    expect(toNewsletterSubscription('notSet')).toEqual({ status: 'notSet', subscribed: false, pending: true });
    expect(toNewsletterSubscription('optOut').subscribed).toBe(false);
    expect(toNewsletterSubscription(undefined)).toEqual({ status: 'undefined', subscribed: false, pending: false });
  });
});

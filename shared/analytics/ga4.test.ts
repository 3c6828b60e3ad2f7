// One test per event mapper: the exact GA4 shape each shop event becomes.
import { describe, expect, it } from 'vitest';
import type { TrackedItem } from './events';
import { toGa4, toGa4Item } from './ga4';

const dress: TrackedItem = {
  productNumber: 'SW10001.2', name: 'Linnen jurk Evi', brand: 'Atelier Noord',
  categories: ['Dames', 'Kleding', 'Jurken'], options: ['Zwart', 'M'], price: 89.95, quantity: 2,
};
const dressGa4 = {
  item_id: 'SW10001.2', item_name: 'Linnen jurk Evi', item_brand: 'Atelier Noord',
  item_category: 'Dames', item_category2: 'Kleding', item_category3: 'Jurken', item_variant: 'Zwart / M', price: 89.95, quantity: 2,
};
const scarf: TrackedItem = { productNumber: 'SW20002', name: 'Sjaal Noor', price: 19.99, quantity: 1 };
const scarfGa4 = { item_id: 'SW20002', item_name: 'Sjaal Noor', price: 19.99, quantity: 1 };
const list = { id: 'c1', name: 'Jurken' };

describe('item', () => {
  it('fills the GA4 item fields from the tracking line item', () => {
    expect(toGa4Item(dress)).toEqual(dressGa4);
    expect(toGa4Item(scarf)).toEqual(scarfGa4);
  });

  it('reports at most five category levels and a discount when there is one', () => {
    const deep = toGa4Item({ ...scarf, categories: ['a', 'b', 'c', 'd', 'e', 'f'], discount: 5 });
    expect(deep).toMatchObject({ item_category: 'a', item_category5: 'e', discount: 5 });
    expect(Object.keys(deep)).not.toContain('item_category6');
  });
});

describe('event mappers', () => {
  it('view_item_list', () => {
    expect(toGa4({ type: 'view_item_list', list, items: [{ ...dress, quantity: 1, index: 0 }, { ...scarf, index: 1 }] })).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'c1', item_list_name: 'Jurken',
        items: [
          { ...dressGa4, quantity: 1, index: 0, item_list_id: 'c1', item_list_name: 'Jurken' },
          { ...scarfGa4, index: 1, item_list_id: 'c1', item_list_name: 'Jurken' },
        ],
      },
    });
  });

  it('select_item', () => {
    expect(toGa4({ type: 'select_item', list, item: { ...scarf, index: 4 } })).toEqual({
      event: 'select_item',
      ecommerce: { item_list_id: 'c1', item_list_name: 'Jurken', items: [{ ...scarfGa4, index: 4, item_list_id: 'c1', item_list_name: 'Jurken' }] },
    });
  });

  it('view_item', () => {
    expect(toGa4({ type: 'view_item', item: { ...dress, quantity: 1 } })).toEqual({
      event: 'view_item', ecommerce: { currency: 'EUR', value: 89.95, items: [{ ...dressGa4, quantity: 1 }] },
    });
  });

  it('add_to_cart: value is price × quantity in euros', () => {
    expect(toGa4({ type: 'add_to_cart', items: [dress] })).toEqual({
      event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 179.9, items: [dressGa4] },
    });
  });

  it('remove_from_cart', () => {
    expect(toGa4({ type: 'remove_from_cart', items: [scarf] })).toEqual({
      event: 'remove_from_cart', ecommerce: { currency: 'EUR', value: 19.99, items: [scarfGa4] },
    });
  });

  it('view_cart', () => {
    expect(toGa4({ type: 'view_cart', items: [dress, scarf] })).toEqual({
      event: 'view_cart', ecommerce: { currency: 'EUR', value: 199.89, items: [dressGa4, scarfGa4] },
    });
  });

  it('begin_checkout', () => {
    expect(toGa4({ type: 'begin_checkout', items: [scarf] })).toEqual({
      event: 'begin_checkout', ecommerce: { currency: 'EUR', value: 19.99, items: [scarfGa4] },
    });
  });

  it('add_shipping_info', () => {
    expect(toGa4({ type: 'add_shipping_info', shippingTier: 'Standaard', items: [scarf] })).toEqual({
      event: 'add_shipping_info', ecommerce: { currency: 'EUR', value: 19.99, shipping_tier: 'Standaard', items: [scarfGa4] },
    });
  });

  it('add_payment_info', () => {
    expect(toGa4({ type: 'add_payment_info', paymentType: 'iDEAL', items: [scarf] })).toEqual({
      event: 'add_payment_info', ecommerce: { currency: 'EUR', value: 19.99, payment_type: 'iDEAL', items: [scarfGa4] },
    });
  });

  it('purchase: the order total with tax and shipping apart', () => {
    expect(toGa4({ type: 'purchase', transactionId: '10042', value: 204.841, tax: 35.5, shipping: 4.95, items: [dress, scarf] })).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: '10042', currency: 'EUR', value: 204.84, tax: 35.5, shipping: 4.95, items: [dressGa4, scarfGa4] },
    });
  });

  it('refund: a whole order given back, shaped as its purchase', () => {
    expect(toGa4({ type: 'refund', transactionId: '10042', value: 204.841, tax: 35.5, shipping: 4.95, items: [dress, scarf] })).toEqual({
      event: 'refund',
      ecommerce: { transaction_id: '10042', currency: 'EUR', value: 204.84, tax: 35.5, shipping: 4.95, items: [dressGa4, scarfGa4] },
    });
  });

  it('add_to_wishlist and remove_from_wishlist', () => {
    expect(toGa4({ type: 'add_to_wishlist', item: scarf })).toEqual({
      event: 'add_to_wishlist', ecommerce: { currency: 'EUR', value: 19.99, items: [scarfGa4] },
    });
    expect(toGa4({ type: 'remove_from_wishlist', item: scarf })).toEqual({
      event: 'remove_from_wishlist', ecommerce: { currency: 'EUR', value: 19.99, items: [scarfGa4] },
    });
  });

  it('sign_up and login', () => {
    expect(toGa4({ type: 'sign_up', method: 'e-mail' })).toEqual({ event: 'sign_up', method: 'e-mail' });
    expect(toGa4({ type: 'login', method: 'e-mail' })).toEqual({ event: 'login', method: 'e-mail' });
  });

  it('generate_lead from the contact form and the newsletter', () => {
    expect(toGa4({ type: 'generate_lead', source: 'contact_form' })).toEqual({ event: 'generate_lead', lead_source: 'contact_form' });
    expect(toGa4({ type: 'generate_lead', source: 'newsletter' })).toEqual({ event: 'generate_lead', lead_source: 'newsletter' });
  });

  it('share of a product, by the share sheet or a copied link', () => {
    expect(toGa4({ type: 'share', method: 'copy_link', contentType: 'product', itemId: 'SW10001.2' }))
      .toEqual({ event: 'share', method: 'copy_link', content_type: 'product', item_id: 'SW10001.2' });
    expect(toGa4({ type: 'share', method: 'web_share', contentType: 'product', itemId: 'SW10001.2' }))
      .toEqual({ event: 'share', method: 'web_share', content_type: 'product', item_id: 'SW10001.2' });
  });

  it('view_promotion and select_promotion of a content banner', () => {
    const promotion = { id: 'hero-1', name: 'Nieuw: linnen', creative: 'HeaderBanner', slot: '/' };
    const ecommerce = { promotion_id: 'hero-1', promotion_name: 'Nieuw: linnen', creative_name: 'HeaderBanner', creative_slot: '/' };
    expect(toGa4({ type: 'view_promotion', promotion })).toEqual({ event: 'view_promotion', ecommerce });
    expect(toGa4({ type: 'select_promotion', promotion })).toEqual({ event: 'select_promotion', ecommerce });
  });
});

import { describe, expect, it } from 'vitest';
import type { CartLineItem } from '../cart/types';
import { productDetail } from '../../tests/support/product-detail';
import { cartChangeEvents, cartItems, itemFromCard, itemFromProduct } from './events';
import { enrich, remember } from './item-memory';

const line = (id: string, quantity: number, over: Partial<CartLineItem> = {}): CartLineItem => ({
  id, referencedId: id, href: `/detail/${id}`, type: 'product', label: `Product ${id}`, quantity, good: true, isDownload: false, removable: true,
  stackable: true, image: null, unitPrice: 10, totalPrice: 10 * quantity, listPrice: null, options: [{ group: 'Maat', option: 'M' }],
  productNumber: `SW-${id}`, brand: 'Atelier Noord', maxQuantity: 10, ...over,
});

describe('tracked items', () => {
  it('a product page item: trail from the breadcrumbs without Home, the variant from the selected options', () => {
    const product = productDetail({ breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Dames', href: '/Dames/' }, { label: 'Jurken', href: '/Dames/Jurken/' }] });
    expect(itemFromProduct(product, 2)).toEqual({
      productNumber: 'SW10001.2', name: 'Linnen jurk Evi', brand: 'Atelier Noord', categories: ['Dames', 'Jurken'],
      options: ['Zwart', 'M'], price: 89.95, quantity: 2,
    });
  });

  it('a card: its position and discount', () => {
    const card = { ...productDetail(), price: 70, listPrice: 89.95 };
    expect(itemFromCard(card, 3, ['Dames'])).toEqual({
      productNumber: 'SW10001.2', name: 'Linnen jurk Evi', brand: 'Atelier Noord', categories: ['Dames'], price: 70, quantity: 1, index: 3, discount: 19.95,
    });
  });

  it('cart items leave promotions out', () => {
    expect(cartItems({ lineItems: [line('a', 1), line('p', 1, { type: 'promotion' })] }).map((i) => i.productNumber)).toEqual(['SW-a']);
  });
});

describe('cart changes', () => {
  it('a new or grown line is an addition of the difference; a shrunk or gone line a removal', () => {
    const before = { lineItems: [line('a', 1), line('b', 3), line('c', 2)] };
    const after = { lineItems: [line('a', 2), line('b', 1), line('d', 1)] };
    expect(cartChangeEvents(before, after)).toEqual([
      { type: 'add_to_cart', items: [expect.objectContaining({ productNumber: 'SW-a', quantity: 1 }), expect.objectContaining({ productNumber: 'SW-d', quantity: 1 })] },
      { type: 'remove_from_cart', items: [expect.objectContaining({ productNumber: 'SW-b', quantity: 2 }), expect.objectContaining({ productNumber: 'SW-c', quantity: 2 })] },
    ]);
  });

  it('no change, no event', () => {
    const cart = { lineItems: [line('a', 1)] };
    expect(cartChangeEvents(cart, cart)).toEqual([]);
  });
});

describe('item memory', () => {
  it('fills brand and trail of a later event about a product seen before', () => {
    const memory = remember({}, { type: 'view_item', item: { productNumber: 'SW1', name: 'Jurk', brand: 'Noord', categories: ['Dames'], price: 10, quantity: 1 } });
    const later = enrich(memory, { type: 'remove_from_cart', items: [{ productNumber: 'SW1', name: 'Jurk', price: 10, quantity: 1 }, { productNumber: 'SW2', name: 'Sjaal', price: 5, quantity: 1 }] });
    expect(later).toEqual({ type: 'remove_from_cart', items: [
      { productNumber: 'SW1', name: 'Jurk', brand: 'Noord', categories: ['Dames'], price: 10, quantity: 1 },
      { productNumber: 'SW2', name: 'Sjaal', price: 5, quantity: 1 },
    ] });
  });

  it('keeps at most 200 products, the newest', () => {
    let memory = {};
    for (let i = 0; i < 210; i++) memory = remember(memory, { type: 'view_item', item: { productNumber: `SW${i}`, name: 'x', brand: 'b', price: 1, quantity: 1 } });
    expect(Object.keys(memory)).toHaveLength(200);
    expect(memory).toHaveProperty('SW209');
    expect(memory).not.toHaveProperty('SW0');
  });
});

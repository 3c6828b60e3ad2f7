import { describe, expect, it } from 'vitest';
import { cartItemCount, isCartEmpty, isCartVirtual, type CartLineItem } from './types';

const item = (over: Partial<CartLineItem>): CartLineItem => ({
  id: 'x', referencedId: 'x', href: '/detail/x', type: 'product', label: 'Jurk', quantity: 1, good: true, isDownload: false,
  removable: true, stackable: true, image: null, unitPrice: 10, totalPrice: 10, listPrice: null,
  options: [], productNumber: 'SW1', maxQuantity: 10, ...over,
});

describe('cart derivations', () => {
  it('counts the quantities of goods only', () => {
    const lineItems = [item({ quantity: 2 }), item({ quantity: 3 }), item({ type: 'promotion', good: false, quantity: 1 })];
    expect(cartItemCount({ lineItems })).toBe(5);
  });
  it('is empty when the count is 0 or less', () => {
    expect(isCartEmpty({ lineItems: [] })).toBe(true);
    expect(isCartEmpty({ lineItems: [item({ good: false })] })).toBe(true);
    expect(isCartEmpty(null)).toBe(true);
    expect(isCartEmpty({ lineItems: [item({})] })).toBe(false);
  });
  it('is virtual when all non-promotion items are downloads', () => {
    expect(isCartVirtual({ lineItems: [item({ isDownload: true }), item({ type: 'promotion', good: false })] })).toBe(true);
    expect(isCartVirtual({ lineItems: [item({ isDownload: true }), item({})] })).toBe(false);
    expect(isCartVirtual({ lineItems: [] })).toBe(false);
  });
});

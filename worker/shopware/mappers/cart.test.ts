import { describe, expect, it } from 'vitest';
import { toCart } from './cart';
import type { SwCart } from '../types';

describe('toCart', () => {
  it('links a product line to its page with its choices, so the page opens on the size in the cart (#50)', () => {
    const cart = toCart({
      lineItems: [
        { id: 'l1', referencedId: 'abc', type: 'product', quantity: 1, payload: { options: [{ group: 'Kleur', option: 'Wit' }, { group: 'Maat', option: 'M' }] } },
        { id: 'l2', referencedId: 'KORTING', type: 'promotion', quantity: 1, payload: {} },
      ],
      errors: [],
    } as unknown as SwCart);
    expect(cart.lineItems.map((line) => line.href)).toEqual(['/detail/abc?kleur=Wit&maat=M', null]);
  });
});

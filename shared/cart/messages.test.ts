import { describe, expect, it } from 'vitest';
import { cartNotice } from './messages';
import type { CartMessage } from './types';

const msg = (over: Partial<CartMessage>): CartMessage => ({ id: 'x', key: 'x', level: 'error', message: 'Shopware says', messageKey: '', parameters: {}, ...over });

describe('cartNotice', () => {
  it('reads promotion errors and successes', () => {
    expect(cartNotice(msg({ id: 'promotion-not-found', parameters: { code: 'NOPE' } }))).toEqual({ id: 'promotion-not-found', tone: 'error', text: 'De kortingscode NOPE bestaat niet.' });
    expect(cartNotice(msg({ id: 'promotion-discount-added-abc', level: 'notice' })).tone).toBe('success');
  });
  it("falls back to Shopware's message with a tone from the level", () => {
    expect(cartNotice(msg({ id: 'shipping-method-blocked-DHL', level: 'warning' }))).toEqual({ id: 'shipping-method-blocked-DHL', tone: 'warning', text: 'Shopware says' });
  });
});

import { describe, expect, it } from 'vitest';
import { snippetText, type SnippetLookup } from '../snippets';
import { additionUnconfirmedNotice, cartNotice } from './messages';
import type { CartMessage } from './types';

const msg = (over: Partial<CartMessage>): CartMessage => ({ id: 'x', key: 'x', level: 'error', message: 'Shopware says', messageKey: '', parameters: {}, ...over });

// The lookup as the shop runs it, over the Dutch snippets or none (the English fallback).
const dutch: SnippetLookup = (key, fallback, params) =>
  snippetText({ 'cart.notice.promotionNotFound': 'De kortingscode {code} bestaat niet.' }, key, fallback, params);
const english: SnippetLookup = (key, fallback, params) => snippetText(undefined, key, fallback, params);

describe('cartNotice', () => {
  it('reads promotion errors and successes', () => {
    expect(cartNotice(msg({ id: 'promotion-not-found', parameters: { code: 'NOPE' } }), dutch)).toEqual({ id: 'promotion-not-found', tone: 'error', text: 'De kortingscode NOPE bestaat niet.' });
    expect(cartNotice(msg({ id: 'promotion-not-found', parameters: { code: 'NOPE' } }), english).text).toBe('The discount code NOPE does not exist.');
    expect(cartNotice(msg({ id: 'promotion-discount-added-abc', level: 'notice' }), dutch).tone).toBe('success');
  });
  it("falls back to Shopware's message with a tone from the level", () => {
    expect(cartNotice(msg({ id: 'shipping-method-blocked-DHL', level: 'warning' }), dutch)).toEqual({ id: 'shipping-method-blocked-DHL', tone: 'warning', text: 'Shopware says' });
  });
});

describe('an addition without JavaScript that was not confirmed', () => {
  it('is a warning that sends the shopper to look before adding again, in the shop\'s words', () => {
    const notice = additionUnconfirmedNotice((key, fallback) => (key === 'cart.notice.additionUnconfirmed' ? 'Kijk in je winkelwagen.' : String(fallback)));
    expect(notice).toEqual({ id: 'addition-unconfirmed', tone: 'warning', text: 'Kijk in je winkelwagen.' });
    expect(additionUnconfirmedNotice((_key, fallback) => String(fallback)).text).toMatch(/^We could not confirm the addition/);
  });
});

// The shopper hint: a count and a yes or no, never more; what does not parse is no hint.
import { describe, expect, it } from 'vitest';
import { parseShopperHint, serializeShopperHint, shopperHintFromCookieHeader, shopperHintScript } from './shopper-hint';

describe('the shopper hint', () => {
  it('round-trips a count and a login, and a session nothing is known of', () => {
    for (const hint of [{ cartCount: 0, loggedIn: false }, { cartCount: 3, loggedIn: true }, { cartCount: null, loggedIn: false }, { cartCount: null, loggedIn: true }]) {
      expect(parseShopperHint(serializeShopperHint(hint))).toEqual(hint);
    }
    expect(serializeShopperHint({ cartCount: 123_456, loggedIn: false })).toBe('9999.0');
  });

  it('is nothing when it does not parse', () => {
    for (const value of ['', '3', '3.2', '-1.0', '12345.0', 'x.1', '3.1; sw-context-token=abc', 's.0']) expect(parseShopperHint(value), value).toBeNull();
  });

  it('is read from its own cookie alone', () => {
    expect(shopperHintFromCookieHeader('veld-shopper-old=3.1; veld-consent=1.a1.m0')).toBeNull();
    expect(shopperHintFromCookieHeader('a=b; veld-shopper=2.0')).toEqual({ cartCount: 2, loggedIn: false });
  });

  it('puts the count on the page before it paints, and nothing without one', () => {
    const run = (cookie: string) => {
      const dataset: Record<string, string> = {};
      const props: Record<string, string> = {};
      const documentElement = { dataset, style: { setProperty: (name: string, value: string) => { props[name] = value; } } };
      new Function('document', shopperHintScript())({ cookie, documentElement });
      return { dataset, props };
    };
    expect(run('veld-shopper=3.1')).toEqual({ dataset: { cartCount: '3' }, props: { '--cart-count': '"3"' } });
    expect(run('veld-shopper=250.0').dataset.cartCount).toBe('99+');
    for (const cookie of ['', 'veld-shopper=0.1', 'veld-shopper=s', 'xveld-shopper=3.0', 'veld-shopper=3.0x']) expect(run(cookie), cookie).toEqual({ dataset: {}, props: {} });
  });
});

// @vitest-environment happy-dom
// Which writes start a Shopware session in the browser's eyes (it cannot read the HttpOnly
// cookie): the shopper's own writes, never a read and never a shared path; and the shopper
// hint cookie the worker keeps beside the session.
import { afterEach, expect, it } from 'vitest';
import { hasShopperSession, noteSessionStarted, sessionStartedHere, startsSession } from './session';

afterEach(() => { document.cookie = 'veld-shopper=; Max-Age=0; Path=/'; });

it('counts the shopper\'s own writes (cart, account, checkout), not reads or other paths', () => {
  expect(startsSession('/cart/line-item', 'POST')).toBe(true);
  expect(startsSession('/account/login', 'post')).toBe(true);
  expect(startsSession('/checkout', 'POST')).toBe(true);
  expect(startsSession('/cart')).toBe(false);
  expect(startsSession('/cart', 'GET')).toBe(false);
  expect(startsSession('/cartoon', 'POST')).toBe(false);
  expect(startsSession('/contact', 'POST')).toBe(false);
});

it('knows a session from the shopper hint cookie, and never from another cookie', () => {
  document.cookie = 'sw-context-token=abcdefghijklmnop1234; Path=/';
  document.cookie = 'veld-shopper-x=3.1; Path=/';
  expect(hasShopperSession()).toBe(false);
  document.cookie = 'veld-shopper=3.1; Path=/';
  expect(hasShopperSession()).toBe(true);
  document.cookie = 'veld-shopper=s; Path=/';
  expect(hasShopperSession()).toBe(true);
  document.cookie = 'veld-shopper=<script>; Path=/';
  expect(hasShopperSession()).toBe(false);
});

it('remembers in this page that a session began', () => {
  expect(sessionStartedHere()).toBe(false);
  noteSessionStarted();
  expect(sessionStartedHere()).toBe(true);
  expect(hasShopperSession()).toBe(true);
});

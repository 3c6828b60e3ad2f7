// Which writes start a Shopware session in the browser's eyes (it cannot read the HttpOnly
// cookie): the shopper's own writes, never a read and never a shared path.
import { expect, it } from 'vitest';
import { noteSessionStarted, sessionStartedHere, startsSession } from './session';

it('counts the shopper\'s own writes (cart, account, checkout), not reads or other paths', () => {
  expect(startsSession('/cart/line-item', 'POST')).toBe(true);
  expect(startsSession('/account/login', 'post')).toBe(true);
  expect(startsSession('/checkout', 'POST')).toBe(true);
  expect(startsSession('/cart')).toBe(false);
  expect(startsSession('/cart', 'GET')).toBe(false);
  expect(startsSession('/cartoon', 'POST')).toBe(false);
  expect(startsSession('/contact', 'POST')).toBe(false);
});

it('remembers in this page that a session began', () => {
  expect(sessionStartedHere()).toBe(false);
  noteSessionStarted();
  expect(sessionStartedHere()).toBe(true);
});

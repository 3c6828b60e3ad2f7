// Every route that declares a rate limit (worker/middleware/rate-limits.ts), with its limit per
// client and a body it takes: the integration test posts each in three spellings of its path
// (tests/integration/rate-limits.test.ts), and a unit test holds this list to the routes the
// apps declare (worker/middleware/rate-limits.test.ts), so a new limit is never left untested.
export type Limited = { method: 'GET' | 'POST'; path: string; limit: number; body?: string; form?: boolean };
export const LIMITED: readonly Limited[] = [
  { method: 'POST', path: '/api/newsletter', limit: 5, body: '{"email":"x@example.nl"}' },
  { method: 'POST', path: '/api/cart/promotion', limit: 10, body: '{"code":"NOPE"}' },
  { method: 'POST', path: '/api/account/login', limit: 10, body: '{"email":"nobody@example.nl","password":"wrong-password"}' },
  { method: 'POST', path: '/api/account/register', limit: 5, body: '{}' },
  { method: 'POST', path: '/api/account/recovery', limit: 5, body: '{"email":"nobody@example.nl"}' },
  { method: 'POST', path: '/api/account/recovery/confirm', limit: 5, body: '{}' },
  { method: 'POST', path: '/api/account/email', limit: 10, body: '{}' },
  { method: 'POST', path: '/api/account/password', limit: 10, body: '{}' },
  { method: 'POST', path: '/api/checkout/order', limit: 20, body: '{}' },
  { method: 'GET', path: '/api/draft-mode/enable', limit: 20 },
  { method: 'POST', path: '/login', limit: 10, form: true, body: 'email=nobody%40example.nl&password=x' },
  { method: 'POST', path: '/account/register', limit: 5, form: true, body: '' },
  { method: 'POST', path: '/account/recover', limit: 5, form: true, body: 'email=nobody%40example.nl' },
  { method: 'POST', path: '/checkout', limit: 20, form: true, body: '' },
  { method: 'POST', path: '/newsletter/subscribe', limit: 5, form: true, body: 'email=x%40example.nl' },
];

// Every route that declares a rate limit per client (worker/rate-limit/middleware.ts), with its
// scope, its limit per client and a body it takes: the integration test posts each in three
// spellings of its path (tests/integration/rate-limits.test.ts), and a unit test holds this list
// to the routes the apps declare and to RATE_LIMITS (worker/rate-limit/middleware.test.ts), so a
// new limit is never left untested. Bodies that fail the form's rules never reach a count by
// e-mail address or link (decision 019): each request here counts only for its client.
// Following a recovery link (/api/account/recovery/confirm) is not here: it is never limited
// per client, only per link (tests/integration/rate-limits.test.ts, 'honest shoppers').
export type Limited = { method: 'GET' | 'POST'; path: string; scope: string; limit: number; body?: string; form?: boolean };
export const LIMITED: readonly Limited[] = [
  { method: 'POST', path: '/api/newsletter', scope: 'newsletter', limit: 5, body: '{"email":"x@example.nl"}' },
  { method: 'POST', path: '/api/cart/promotion', scope: 'promotion', limit: 10, body: '{"code":"NOPE"}' },
  { method: 'POST', path: '/api/account/login', scope: 'login', limit: 60, body: '{"email":"nobody"}' },
  { method: 'POST', path: '/api/account/register', scope: 'register', limit: 50, body: '{}' },
  { method: 'POST', path: '/api/account/recovery', scope: 'recovery', limit: 30, body: '{"email":"nobody"}' },
  { method: 'POST', path: '/api/account/email', scope: 'passwordCheck', limit: 10, body: '{}' },
  { method: 'POST', path: '/api/account/password', scope: 'passwordCheck', limit: 10, body: '{}' },
  { method: 'POST', path: '/api/checkout/order', scope: 'order', limit: 20, body: '{}' },
  { method: 'GET', path: '/api/draft-mode/enable', scope: 'preview', limit: 20 },
  { method: 'POST', path: '/login', scope: 'login', limit: 60, form: true, body: 'email=nobody' },
  { method: 'POST', path: '/account/register', scope: 'register', limit: 50, form: true, body: '' },
  { method: 'POST', path: '/account/recover', scope: 'recovery', limit: 30, form: true, body: 'email=nobody' },
  { method: 'POST', path: '/checkout', scope: 'order', limit: 20, form: true, body: '' },
  { method: 'POST', path: '/newsletter/subscribe', scope: 'newsletter', limit: 5, form: true, body: 'email=x%40example.nl' },
];

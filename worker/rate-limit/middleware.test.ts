import { describe, expect, it } from 'vitest';
import { LIMITED } from '../../tests/support/limited-routes';
import { api } from '../api';
import { RATE_LIMITS, type RateLimitScope } from './limits';
import { app } from '../app';

describe('rate limits', () => {
  it('are known to the burst test for every route that declares one', () => {
    const declared = [
      ...api.routes.filter((r) => r.handler.name === 'rateLimited').map((r) => `${r.method} /api${r.path}`),
      ...app.routes.filter((r) => r.handler.name === 'rateLimited').map((r) => `${r.method} ${r.path}`),
    ];
    expect(declared.sort()).toEqual(LIMITED.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('are listed with the limit their scope has', () => {
    for (const route of LIMITED) {
      expect(route.scope in RATE_LIMITS, route.path).toBe(true);
      expect(route.limit, route.path).toBe(RATE_LIMITS[route.scope as RateLimitScope].max);
    }
  });

  it('never limit following a recovery link per client (decision 019)', () => {
    const confirm = api.routes.filter((r) => r.path === '/account/recovery/confirm');
    expect(confirm.length).toBeGreaterThan(0);
    expect(confirm.map((r) => r.handler.name)).not.toContain('rateLimited');
  });
});

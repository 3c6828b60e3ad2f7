import { describe, expect, it } from 'vitest';
import { LIMITED } from '../../tests/support/limited-routes';
import { api } from '../api';
import { app } from '../app';

describe('rate limits', () => {
  it('are known to the burst test for every route that declares one', () => {
    const declared = [
      ...api.routes.filter((r) => r.handler.name === 'rateLimited').map((r) => `${r.method} /api${r.path}`),
      ...app.routes.filter((r) => r.handler.name === 'rateLimited').map((r) => `${r.method} ${r.path}`),
    ];
    expect(declared.sort()).toEqual(LIMITED.map((r) => `${r.method} ${r.path}`).sort());
  });
});

// One StorefrontApi per request, built from the request's cache, timing and session.
import type { Context } from 'hono';
import { readConfig } from '../env';
import type { AppEnv } from '../types';
import { createServerApi } from './server-api';

export function requestApi(c: Context<AppEnv>) {
  return createServerApi({
    config: readConfig(c.env),
    session: c.var.session,
    cache: {
      kv: c.env.CACHE,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      timing: c.var.timing,
    },
  });
}

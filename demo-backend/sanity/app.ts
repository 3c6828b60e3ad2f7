// The Sanity emulator: the Content Lake HTTP API that @sanity/client talks to when it is
// configured with `apiHost: <demo backend>, useProjectHostname: false`, plus the asset CDN
// that @sanity/image-url builds URLs for. See docs/demo-backend/sanity.md.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { DemoEnv } from '../env';
import { assetRoutes } from './routes/assets';
import { dataRoutes } from './routes/data';
import { authRoutes } from './routes/auth';
import { studioRoutes } from './routes/studio';

/** `v2025-02-19`, `v2021-03-25`, `v1` or `vX`, as the client puts it in front of every path. */
const VERSION = ':ver{v(?:\\d{4}-\\d{2}-\\d{2}|1|X)}';

// The Content Lake answers browsers from allowed origins; the demo allows every origin, and
// credentials so that an EventSource `withCredentials` works too.
const allowBrowsers = cors({
  origin: (origin) => origin || '*',
  credentials: true,
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
});

export const sanityApp = new Hono<DemoEnv>()
  .use(`/${VERSION}/*`, allowBrowsers)
  // The client probes this before (re)connecting to live events, to tell a CORS failure
  // from a network failure.
  .get(`/${VERSION}/check/cors`, (c) => c.json({ result: { allowed: true, withCredentials: true } }))
  .route(`/${VERSION}/data`, dataRoutes)
  .route(`/${VERSION}/auth`, authRoutes)
  .route(`/${VERSION}`, studioRoutes)
  .route('/', assetRoutes);

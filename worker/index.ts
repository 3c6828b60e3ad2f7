// Workers entry. Configuration is validated at start-up: a missing Shopware endpoint or
// access key stops the worker with the spec's message instead of failing request by request.
import { env } from 'cloudflare:workers';
import { app } from './app';
import { readConfig, type Bindings } from './env';
import { startTestClock } from './request/test-clock';

readConfig(env as unknown as Bindings);
startTestClock(env as unknown as Bindings);

export default app;

// Durable Object classes of the bindings in wrangler.toml.
export { RateLimiter } from './durable/rate-limiter';
export { CartWrites } from './durable/cart-writes';
export { PurgeJob } from './durable/purge-job';

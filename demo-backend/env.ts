/** Bindings of the demo backend worker (demo-backend/wrangler.toml). */
export interface DemoBindings {
  DB: D1Database;
  DEMO_ACCESS_KEY: string;
  DEMO_SEED: string;
  DEMO_CATALOGUE_SIZE: string;
  DEMO_LATENCY_MS: string;
  DEMO_ERROR_RATE: string;
  DEMO_MAINTENANCE: string;
  DEMO_SANITY_TOKEN: string;
  /** How far ahead this backend's clock starts (the date check, scripts/date-check.mjs). */
  TEST_CLOCK_BASE_MS?: string;
}

export type DemoEnv = { Bindings: DemoBindings };

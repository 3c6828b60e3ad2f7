import { describe, expect, it } from 'vitest';
import { PRODUCT_ANALYTICS_CONFIG } from './product-analytics-config';

describe('PostHog settings', () => {
  it('carry the spec’s figures and go through the shop’s own relay', () => {
    expect(PRODUCT_ANALYTICS_CONFIG).toMatchObject({
      api_host: '/ingest',
      request_queue_config: { flush_interval_ms: 3_000 },
      rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
      session_idle_timeout_seconds: 1_800,
      feature_flag_request_timeout_ms: 3_000,
      surveys_request_timeout_ms: 10_000,
      cookie_expiration: 365,
      rageclick: { threshold_px: 30, click_count: 3, timeout_ms: 1_000 },
      capture_performance: { web_vitals: true },
      opt_out_persistence_by_default: true,
    });
  });
});

// PostHog's settings for this shop (spec section 10's analytics figures), apart from the
// library so that they can be read and tested without loading it. Most are PostHog's own
// defaults, written out so that a change of defaults in a new version changes nothing here.
// The maximum session of 24 h is the library's own (not a setting).
import type { PostHogConfig } from 'posthog-js';

/** The worker's relay to PostHog, on the shop's own origin. */
export const PRODUCT_ANALYTICS_HOST = '/ingest';

export const PRODUCT_ANALYTICS_CONFIG = {
  api_host: PRODUCT_ANALYTICS_HOST,
  // Links from the toolbar and surveys go to PostHog's EU app, where the data is.
  ui_host: 'https://eu.posthog.com',
  // The router's client-side navigations are page views too.
  capture_pageview: 'history_change',
  capture_pageleave: 'if_capture_pageview',
  autocapture: true,
  // A rage click: 3 clicks within 30 px and 1 s.
  rageclick: { threshold_px: 30, click_count: 3, timeout_ms: 1_000, content_ignorelist: true },
  // Web vitals without attribution: its code is bundled (no script of PostHog's to load), and
  // attribution keeps detached DOM nodes alive in a single-page app.
  capture_performance: { web_vitals: true, web_vitals_attribution: false, network_timing: false },
  // No session replay: nothing in #20 asks for it, and it records what shoppers type and see.
  disable_session_recording: true,
  request_batching: true,
  request_queue_config: { flush_interval_ms: 3_000 },
  rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
  session_idle_timeout_seconds: 1_800,
  feature_flag_request_timeout_ms: 3_000,
  surveys_request_timeout_ms: 10_000,
  persistence: 'localStorage+cookie',
  cookie_expiration: 365,
  // Withdrawn consent: nothing more is stored (the page then removes what was).
  opt_out_persistence_by_default: true,
  // Profiles only for shoppers the shop identifies; anonymous visitors stay events.
  person_profiles: 'identified_only',
} satisfies Partial<PostHogConfig>;

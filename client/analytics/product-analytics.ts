// Product analytics with PostHog's browser library (#20, decision 012). Loaded by the analytics
// runtime only when the shopper granted analytics and the worker names a project key
// (POSTHOG_KEY → <meta name="posthog-key">), on idle: never in the first view. It talks to
// /ingest on the shop's own origin (worker/analytics/product-analytics-relay.ts).
// The slim build with the extensions this shop uses (autocapture with rage clicks, page views
// of the router's navigations, web vitals, flags, surveys). Web vitals' code is bundled; the
// survey script the library loads on its own comes from the shop's build too (the installed
// version's file, hashed and cached for good), not from PostHog's assets host.
import posthog from 'posthog-js/dist/module.slim';
import { AnalyticsExtensions, FeatureFlagsExtensions, SurveysExtensions } from 'posthog-js/dist/extension-bundles';
import 'posthog-js/dist/web-vitals';
import surveysScript from 'posthog-js/dist/surveys.js?url';
import type { Ga4Push } from '../../shared/analytics/ga4';
import { PRODUCT_ANALYTICS_CONFIG } from './product-analytics-config';

export type CapturePush = (push: Ga4Push) => void;

/** The library's lazily loaded scripts that the shop's build carries, by PostHog's name. */
const BUILT_SCRIPTS: Record<string, string> = { surveys: surveysScript };

/** Points the library's script for `kind` at the shop's own copy, where it has one. */
export function ownScript(script: HTMLScriptElement): HTMLScriptElement {
  const kind = /\/static\/(?:\d+\.\d+\.\d+\/)?([\w-]+)\.js(?:\?|$)/.exec(script.src)?.[1];
  const own = kind ? BUILT_SCRIPTS[kind] : undefined;
  if (own) script.src = own;
  return script;
}

let started = false;

/** Starts PostHog once; answers how a GA4 push becomes a PostHog event. */
export function startProductAnalytics(key: string): CapturePush {
  if (!started) {
    started = true;
    posthog.init(key, {
      ...PRODUCT_ANALYTICS_CONFIG,
      secure_cookie: window.location.protocol === 'https:',
      prepare_external_dependency_script: ownScript,
      __extensionClasses: { ...AnalyticsExtensions, ...FeatureFlagsExtensions, ...SurveysExtensions },
    });
  }
  // Withdrawn earlier (in this page, or stored by the library): the shopper granted it again.
  if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing();
  // The shop's own events under their GA4 names, with the same fields: one vocabulary for both.
  return ({ event, ecommerce, ...fields }) => {
    posthog.capture(event, { ...fields, ...(ecommerce ?? {}) });
  };
}

/** The shopper withdrew analytics: nothing more is captured, and what identified them goes. */
export function stopProductAnalytics(): void {
  if (!started) return;
  posthog.opt_out_capturing();
  posthog.reset();
}

import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS } from './e2e/shops';

// Chromium's headless shell from Debian (scripts/ensure-chromium.mjs says why); CHROMIUM_PATH for another.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

// One shop for the run on fresh local state (e2e/global-setup.ts, e2e/shops.ts); the fixtures
// point baseURL at it. In CI a failed test runs once more, and one that then passes is a
// flaky test, which fails the run all the same (failOnFlakyTests, decision 008): a retry shows
// the failure twice, it never hides it. Every request the storefront served is logged in
// .wrangler/e2e-logs/workers.log to read after a failure; every test's duration goes to
// .wrangler/e2e-logs/report.json, to find where the run's time goes.
// Specs whose every test checks what no width changes (a guest's order link, the checkout's
// failures and cancellations, rate limits per address, preview, a deploy under a running shop):
// the desktop run covers them exactly, so the mobile run leaves them out (issue 48: about 160 s
// of the run). A spec with anything laid out, focused or woken by what is in view runs at both.
const WIDTH_BLIND_SPECS = [
  'checkout-faults.spec.ts', 'guest-order.spec.ts', 'order-cancel.spec.ts', 'order-texts.spec.ts',
  'preview.spec.ts', 'shared-address.spec.ts', 'version-skew.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: '.wrangler/e2e-logs/report.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'off',
    video: 'off',
    screenshot: 'only-on-failure',
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  },
  projects: [
    // Tests tagged @desktop or @mobile concern one viewport only (the other never runs them): a
    // layout of one width, or, like the specs above, checks no width changes (an event's shape,
    // how a failure is handled, a form's outcome without JavaScript, a link's target, the texts'
    // language), which the desktop run covers exactly (#48; decision 031 lists what stays at both).
    { name: 'desktop', grepInvert: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    { name: 'mobile', grepInvert: /@desktop/, testIgnore: WIDTH_BLIND_SPECS, use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions } },
  ],
});

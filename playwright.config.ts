import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS } from './e2e/shops';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

// Each worker has a shop of its own on fresh local state (e2e/global-setup.ts, e2e/shops.ts);
// the fixtures point baseURL at it. A test that passes only on its retry fails the run: a
// flaky test is a bug, and the retry only tells it apart from a steady failure.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: process.env.CI ? 'line' : 'list',
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
    // Tests tagged @desktop or @mobile concern one viewport only (the other never runs them).
    { name: 'desktop', grepInvert: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    { name: 'mobile', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions } },
  ],
});
